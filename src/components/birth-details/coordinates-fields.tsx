import { memo } from 'react';
import { type BirthDetails, coordinateZoneOf } from '@/lib/chart/birth-details';
import { type FieldProblem } from '@/lib/chart/birth-place';
import { fixedOffsetOptions, ianaTimeZones, timeZoneLabel } from '@/lib/chart/time-zone-options';
import { FieldError } from './field-error';
import { fieldHint, fieldInput, fieldLabel, fieldSelect } from './field-styles';

interface CoordinatesFieldsProps {
  idPrefix: string;
  value: BirthDetails;
  onChange(patch: Partial<BirthDetails>): void;
  problems: readonly FieldProblem[];
}

/** Latitude, longitude and the zone whose clocks the birth time was read on, for places the search lacks. */
/** Latitude and longitude differ only in their limits and wording. */
const COORDINATE_FIELDS = [
  {
    key: 'latitude',
    label: 'Latitude',
    limit: 90,
    placeholder: '51.5074',
    hint: 'Degrees north; negative for south.',
  },
  {
    key: 'longitude',
    label: 'Longitude',
    limit: 180,
    placeholder: '-0.1278',
    hint: 'Degrees east; negative for west.',
  },
] as const;

export function CoordinatesFields({ idPrefix, value, onChange, problems }: CoordinatesFieldsProps) {
  const zones = zoneList();
  const problemOf = (field: FieldProblem['field']) =>
    problems.find((problem) => problem.field === field)?.message;
  const ids = {
    latitude: `${idPrefix}-latitude`,
    longitude: `${idPrefix}-longitude`,
    zone: `${idPrefix}-zone`,
  };
  const describedBy = (field: keyof typeof ids) =>
    [`${ids[field]}-hint`, problemOf(field) ? `${ids[field]}-error` : null].filter(Boolean).join(' ');
  // A zone name the browser does not list (typed into an old profile, say) still shows as chosen.
  const zone = coordinateZoneOf(value);
  const zoneListed = zones.includes(zone) || zone.startsWith('offset:');

  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-2">
      {COORDINATE_FIELDS.map((field) => (
        <div key={field.key}>
          <label htmlFor={ids[field.key]} className={fieldLabel}>
            {field.label}
          </label>
          <input
            id={ids[field.key]}
            type="number"
            inputMode="decimal"
            step="any"
            min={-field.limit}
            max={field.limit}
            placeholder={field.placeholder}
            className={fieldInput}
            value={value[field.key]}
            aria-invalid={problemOf(field.key) ? true : undefined}
            aria-describedby={describedBy(field.key)}
            onChange={(event) => onChange({ [field.key]: event.target.value })}
          />
          <p id={`${ids[field.key]}-hint`} className={fieldHint}>
            {field.hint}
          </p>
          <FieldError id={`${ids[field.key]}-error`} message={problemOf(field.key)} />
        </div>
      ))}
      <div className="sm:col-span-2">
        <label htmlFor={ids.zone} className={fieldLabel}>
          Time zone
        </label>
        <select
          id={ids.zone}
          className={fieldSelect}
          value={zone}
          aria-invalid={problemOf('zone') ? true : undefined}
          aria-describedby={describedBy('zone')}
          onChange={(event) =>
            onChange({ coordinateZone: event.target.value, offsetOverride: null, timeChoice: null })
          }
        >
          {zoneListed ? null : <option value={zone}>{zone || 'Choose a time zone'}</option>}
          <ZoneOptions />
        </select>
        <p id={`${ids.zone}-hint`} className={fieldHint}>
          The zone whose clocks the birth time was read on. A named zone follows its daylight-saving history.
        </p>
        <FieldError id={`${ids.zone}-error`} message={problemOf('zone')} />
      </div>
    </div>
  );
}

let zoneCache: string[] | undefined;
const zoneList = () => (zoneCache ??= ianaTimeZones());

/** About 450 options that never change: rendered once, not diffed on every keystroke. */
const ZoneOptions = memo(function ZoneOptions() {
  return (
    <>
      <optgroup label="Time zones (with their daylight-saving history)">
        {zoneList().map((zone) => (
          <option key={zone} value={zone}>
            {timeZoneLabel(zone)}
          </option>
        ))}
      </optgroup>
      <optgroup label="Fixed offsets from UTC">
        {fixedOffsetOptions().map((offset) => (
          <option key={offset.value} value={offset.value}>
            {offset.label}
          </option>
        ))}
      </optgroup>
    </>
  );
});
