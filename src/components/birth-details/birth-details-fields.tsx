import type { IsoDate } from '@core/time/calendar-date';
import type { BirthDetails } from '@/lib/chart/birth-details';
import { type BirthDetailField, type FieldProblem, coordinateProblems } from '@/lib/chart/birth-place';
import type { PlaceSearch } from '@/lib/chart/place-search';
import { placeDisplayName } from '@/lib/chart/place-search';
import { resolveBirthTime } from '@/lib/chart/resolve-birth-time';
import { EARLIEST_BIRTH_DATE, MAX_NAME_LENGTH, birthDetailsToMoment } from '@/lib/chart/to-birth-moment';
import { BirthTimeOffset } from './birth-time-offset';
import { CoordinatesFields } from './coordinates-fields';
import { FieldError } from './field-error';
import { fieldHint, fieldInput, fieldLabel, linkButton } from './field-styles';
import { PlaceCombobox } from './place-combobox';
import { useToday } from '@/lib/use-today';

export interface BirthDetailsFieldsProps {
  /** Prefix of every id inside, unique on the page ("birth-chart", "partner"). */
  idPrefix: string;
  legend: string;
  value: BirthDetails;
  onChange(value: BirthDetails): void;
  /**
   * Show every problem (set after a submit attempt). Coordinates out of range are shown as they
   * are typed regardless.
   */
  showProblems?: boolean;
  /** The latest allowed birth date; today by default. */
  today?: IsoDate;
  /** The place search to use; tests pass a fake. */
  search?: PlaceSearch;
}

/**
 * One person's birth details: name and birth date (required), birth time (optional, or "I don't
 * know"), and birth place, found by typeahead or given as coordinates and a time zone. Once the
 * date and place are known it shows how the local time is read (the zone's offset then, which
 * can be adjusted) and asks which reading was meant for a time the clocks skipped or repeated.
 * Controlled: turn the value into a BirthMoment with birthDetailsToMoment.
 */
export function BirthDetailsFields({
  idPrefix,
  legend,
  value,
  onChange,
  showProblems = false,
  today: givenToday,
  search,
}: BirthDetailsFieldsProps) {
  const localToday = useToday();
  const today = givenToday ?? localToday;
  const update = (patch: Partial<BirthDetails>) => onChange({ ...value, ...patch });
  const problems: FieldProblem[] = showProblems
    ? birthDetailsToMoment(value, today).fieldProblems
    : value.placeMode === 'coordinates'
      ? coordinateProblems(value)
      : [];
  const problemOf = (field: BirthDetailField) => problems.find((problem) => problem.field === field)?.message;
  const resolution = resolveBirthTime(value);
  const id = (field: string) => `${idPrefix}-${field}`;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ') || undefined;
  const invalid = (field: BirthDetailField) => (problemOf(field) ? true : undefined);

  return (
    <fieldset className="space-y-5">
      <legend className="mb-4 font-display text-lg font-semibold text-gold-200">{legend}</legend>

      <div>
        <label htmlFor={id('name')} className={fieldLabel}>
          Name <span className="font-normal text-violet-300">(required)</span>
        </label>
        <input
          id={id('name')}
          type="text"
          required
          maxLength={MAX_NAME_LENGTH}
          autoComplete="off"
          autoCapitalize="words"
          className={fieldInput}
          value={value.name}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy(Boolean(problemOf('name')) && id('name-error'))}
          onChange={(event) => update({ name: event.target.value })}
        />
        <FieldError id={id('name-error')} message={problemOf('name')} />
      </div>

      <div>
        <label htmlFor={id('date')} className={fieldLabel}>
          Birth date <span className="font-normal text-violet-300">(required)</span>
        </label>
        <input
          id={id('date')}
          type="date"
          required
          min={EARLIEST_BIRTH_DATE}
          max={today}
          className={fieldInput}
          value={value.date}
          aria-invalid={invalid('date')}
          aria-describedby={describedBy(Boolean(problemOf('date')) && id('date-error'))}
          onChange={(event) => update({ date: event.target.value, offsetOverride: null })}
        />
        <FieldError id={id('date-error')} message={problemOf('date')} />
      </div>

      <div>
        <label htmlFor={id('time')} className={fieldLabel}>
          Birth time <span className="font-normal text-violet-300">(optional)</span>
        </label>
        <input
          id={id('time')}
          type="time"
          className={fieldInput}
          value={value.timeUnknown ? '' : value.time}
          disabled={value.timeUnknown}
          aria-describedby={id('time-hint')}
          onChange={(event) => update({ time: event.target.value })}
        />
        <label className="mt-1 flex min-h-11 cursor-pointer items-center gap-3 text-sm text-violet-100">
          <input
            type="checkbox"
            className="h-5 w-5 accent-gold-300"
            checked={value.timeUnknown}
            onChange={(event) => update({ timeUnknown: event.target.checked })}
          />
          I don’t know my birth time
        </label>
        <p id={id('time-hint')} className={fieldHint}>
          {value.timeUnknown || value.time === ''
            ? 'Without a time the chart is cast for noon, without houses or Ascendant.'
            : 'The time on the birth certificate, as local clocks showed it.'}
        </p>
      </div>

      <div>
        {value.placeMode === 'search' ? (
          <>
            <label htmlFor={id('place')} className={fieldLabel}>
              Birth place <span className="font-normal text-violet-300">(optional)</span>
            </label>
            <PlaceCombobox
              id={id('place')}
              query={value.placeQuery}
              selected={value.place}
              // Typing detaches the text from the place picked before.
              onQueryChange={(placeQuery) =>
                update({ placeQuery, place: null, offsetOverride: null, timeChoice: null })
              }
              onSelect={(place) =>
                update({ place, placeQuery: placeDisplayName(place), offsetOverride: null, timeChoice: null })
              }
              describedBy={describedBy(id('place-hint'), Boolean(problemOf('place')) && id('place-error'))}
              invalid={invalid('place')}
              {...(search ? { search } : {})}
            />
            <p id={id('place-hint')} className={fieldHint}>
              {value.place
                ? `${formatCoordinates(value.place.latitude, value.place.longitude)} · ${value.place.timeZone}`
                : 'Type the start of a city or town and pick it from the list.'}
            </p>
            <FieldError id={id('place-error')} message={problemOf('place')} />
          </>
        ) : (
          <fieldset>
            <legend className={fieldLabel}>
              Birth place coordinates <span className="font-normal text-violet-300">(optional)</span>
            </legend>
            <CoordinatesFields idPrefix={idPrefix} value={value} onChange={update} problems={problems} />
          </fieldset>
        )}
        <button
          type="button"
          className={linkButton}
          onClick={() =>
            update({
              placeMode: value.placeMode === 'search' ? 'coordinates' : 'search',
              offsetOverride: null,
              timeChoice: null,
            })
          }
        >
          {value.placeMode === 'search' ? 'Enter coordinates instead' : 'Search for a place instead'}
        </button>
      </div>

      <BirthTimeOffset
        idPrefix={idPrefix}
        date={value.date}
        resolution={resolution}
        onChange={update}
        choiceProblem={problemOf('timeChoice')}
      />
    </fieldset>
  );
}

const formatCoordinates = (latitude: number, longitude: number) =>
  `${Math.abs(latitude).toFixed(2)}°${latitude < 0 ? 'S' : 'N'}, ${Math.abs(longitude).toFixed(2)}°${longitude < 0 ? 'W' : 'E'}`;
