import { useEffect, useRef } from 'react';
import type { BirthDetails, TimeOption } from '@/lib/chart/birth-details';
import { utcToClock } from '@/lib/chart/local-clock';
import type { BirthTimeResolution, TimeChoice } from '@/lib/chart/resolve-birth-time';
import { FieldError } from './field-error';
import { fieldLabel, fieldSelect, linkButton } from './field-styles';

interface BirthTimeOffsetProps {
  idPrefix: string;
  /** The local birth date, to say when UTC was already on another day. */
  date: string;
  resolution: BirthTimeResolution;
  onChange(patch: Partial<BirthDetails>): void;
  /** Problem of an unanswered skipped or repeated time, shown after a submit attempt. */
  choiceProblem?: string;
}

// Made when first needed, not as the form's code loads: a page's first Intl formatter loads
// the locale's calendar data, which would lengthen the page's first long task.
let dayFormat: Intl.DateTimeFormat | undefined;
let shortDayFormat: Intl.DateTimeFormat | undefined;
const formatDay = (date: Date) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(date);
const formatShortDay = (date: Date) =>
  (shortDayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })).format(date);
const HOURS = Array.from({ length: 15 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);

/** "05:30 UTC", or "23:30 UTC on 6 Nov" when UTC is already on another day. */
function utcText(utc: Date, localDate: string): string {
  const time = utc.toISOString().slice(11, 16);
  return utc.toISOString().slice(0, 10) === localDate
    ? `${time} UTC`
    : `${time} UTC on ${formatShortDay(utc)}`;
}

const gapText = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`;

/**
 * How the birth time is read: the offset from UTC the zone had then ("UTC−4, EDT",
 * "LMT (UTC−4:56)"), an "Adjust" control to set it by hand, and for a time the clocks skipped
 * or repeated, a question asking which reading was meant.
 */
export function BirthTimeOffset({
  idPrefix,
  date,
  resolution,
  onChange,
  choiceProblem,
}: BirthTimeOffsetProps) {
  if (resolution.status === 'incomplete') return null;
  const { choice } = resolution;
  return (
    <div className="mt-4 space-y-3 rounded-xl border border-white/10 bg-white/5 p-3">
      {choice ? (
        <TimeChoiceGroup
          idPrefix={idPrefix}
          choice={choice}
          resolution={resolution}
          onChoose={(option) => onChange({ timeChoice: { key: choice.key, option } })}
          problem={choiceProblem}
        />
      ) : null}
      {resolution.status === 'resolved' ? (
        <OffsetLine idPrefix={idPrefix} date={date} resolution={resolution} onChange={onChange} />
      ) : null}
    </div>
  );
}

function OffsetLine({
  idPrefix,
  date,
  resolution,
  onChange,
}: {
  idPrefix: string;
  date: string;
  resolution: Extract<BirthTimeResolution, { status: 'resolved' }>;
  onChange(patch: Partial<BirthDetails>): void;
}) {
  const { instant, overridden, deviceZone, time, timeKnown } = resolution;
  // The Adjust button and the editor replace each other: move focus across so it is not lost.
  const focusNext = useRef(false);
  const directionRef = useRef<HTMLSelectElement>(null);
  const adjustRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (overridden ? directionRef.current : adjustRef.current)?.focus();
  }, [overridden]);
  const offset = Math.round(instant.offsetMinutes);
  const setOffset = (minutes: number) => onChange({ offsetOverride: minutes });
  const sign = offset < 0 ? -1 : 1;
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;

  return (
    <div>
      <p className="text-sm text-violet-100" id={`${idPrefix}-offset`}>
        {timeKnown ? time : 'Noon (birth time unknown)'} read as{' '}
        <strong className="font-semibold text-gold-200">{instant.label}</strong>
        {overridden
          ? ' (set by hand)'
          : deviceZone
            ? ' (this device’s time zone; add a birth place to use its own)'
            : ''}
        {' · '}
        {utcText(instant.utc, date)}
      </p>
      {overridden ? (
        <fieldset className="mt-2">
          <legend className={fieldLabel}>Offset from UTC used for the birth time</legend>
          <div className="mt-1 flex flex-wrap items-end gap-2">
            <label className="text-xs text-violet-200">
              Direction
              <select
                ref={directionRef}
                className={`${fieldSelect} w-28`}
                value={sign}
                onChange={(event) => setOffset(Number(event.target.value) * (hours * 60 + minutes))}
              >
                <option value={1}>UTC +</option>
                <option value={-1}>UTC −</option>
              </select>
            </label>
            <label className="text-xs text-violet-200">
              Hours
              <select
                className={`${fieldSelect} w-20`}
                value={hours}
                onChange={(event) => setOffset(sign * (Number(event.target.value) * 60 + minutes))}
              >
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hour}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-xs text-violet-200">
              Minutes
              <select
                className={`${fieldSelect} w-20`}
                value={minutes}
                onChange={(event) => setOffset(sign * (hours * 60 + Number(event.target.value)))}
              >
                {MINUTES.map((minute) => (
                  <option key={minute} value={minute}>
                    {String(minute).padStart(2, '0')}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={linkButton}
              onClick={() => {
                focusNext.current = true;
                onChange({ offsetOverride: null });
              }}
            >
              Use the time zone’s offset
            </button>
          </div>
        </fieldset>
      ) : (
        <button
          ref={adjustRef}
          type="button"
          className={linkButton}
          aria-describedby={`${idPrefix}-offset`}
          onClick={() => {
            focusNext.current = true;
            setOffset(offset);
          }}
        >
          Adjust
        </button>
      )}
    </div>
  );
}

function TimeChoiceGroup({
  idPrefix,
  choice,
  resolution,
  onChoose,
  problem,
}: {
  idPrefix: string;
  choice: TimeChoice;
  resolution: Exclude<BirthTimeResolution, { status: 'incomplete' }>;
  onChoose(option: TimeOption): void;
  problem: string | undefined;
}) {
  const [date, time] = choice.key.split(' ') as [string, string];
  const day = formatDay(new Date(`${date}T12:00:00Z`));
  const question =
    choice.kind === 'ambiguous'
      ? `The clocks went back on ${day}, so ${time} happened twice. Which did you mean?`
      : `The clocks jumped forward ${gapText(choice.gapMinutes ?? 60)} on ${day}, so ${time} never showed on local clocks. Which did you mean?`;
  const optionText = (index: TimeOption) => {
    const option = choice.options[index];
    const when = utcText(option.utc, date);
    if (choice.kind === 'ambiguous')
      return `The ${index === 0 ? 'first' : 'second'} ${time}, ${option.label} (${when})`;
    const shown = utcToClock(resolution.clock, option.utc).time;
    return `${time} read as ${option.label} (${when}; clocks then showed ${shown})`;
  };
  const errorId = `${idPrefix}-time-choice-error`;

  return (
    <fieldset aria-describedby={problem ? errorId : undefined}>
      <legend className="text-sm font-semibold text-gold-100">{question}</legend>
      <div className="mt-1">
        {([0, 1] as const).map((index) => (
          <label
            key={index}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-violet-50"
          >
            <input
              type="radio"
              className="h-5 w-5 accent-gold-300"
              name={`${idPrefix}-time-choice`}
              checked={choice.chosen === index}
              onChange={() => onChoose(index)}
            />
            {optionText(index)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={problem} />
    </fieldset>
  );
}
