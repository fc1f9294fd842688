import type { BirthMoment } from '@core/contract/birth-moment';
import { hasNoControlCharacters, isEmptyOrVisible } from '@core/contract/text-rules';
import { type IsoDate, localIsoDate } from '@core/time/calendar-date';
import { isSupportedInstant } from '@core/time/supported-range';
import {
  BIRTH_DATE_RANGE_MESSAGE,
  EARLIEST_BIRTH_DATE,
  isBirthDateInRange,
} from '@core/time/birth-date-rules';
import { type BirthDetails, isBirthTimeEntered } from './birth-details';
import { type FieldProblem, readBirthPlace } from './birth-place';
import type { LocalClock } from './local-clock';
import { resolveBirthTime, timeChoiceProblem } from './resolve-birth-time';

/** The date input's lower bound: the first day the contract and the chart engine accept. */
export { EARLIEST_BIRTH_DATE };
export const MAX_NAME_LENGTH = 80;
const DATE_RANGE_MESSAGE = BIRTH_DATE_RANGE_MESSAGE;

export interface BirthMomentResult {
  /** Present when nothing is missing. */
  moment?: BirthMoment;
  /** What to fix, in the order of the fields, as sentences for people. */
  problems: string[];
  /** The same problems, tied to the field each belongs to. */
  fieldProblems: FieldProblem[];
  /** How the birth place's clock reads local times (for the day's bounds when the time is unknown). */
  clock?: LocalClock;
  /** Whether the moment carries a real clock time (false: a noon stand-in). */
  timeKnown: boolean;
}

/**
 * The birth details as typed → the BirthMoment the chart and reading requests carry: the local
 * date and time, the UTC instant resolved through the place's zone (noon when the time is
 * unknown), the place, and the offset label. Returns every problem at once instead.
 *
 * Every moment it returns passes the request contract (birthMomentSchema, which the server
 * checks; to-birth-moment.test.ts holds the two together). It checks with the contract's own
 * zod-free rules rather than the schema, so a chart page's form does not load zod and the whole
 * contract before its first paint.
 */
export function birthDetailsToMoment(
  details: BirthDetails,
  today: IsoDate = localIsoDate(),
): BirthMomentResult {
  const timeKnown = isBirthTimeEntered(details);
  const problems: FieldProblem[] = [];
  const name = details.name.trim();
  if (name === '' || !isEmptyOrVisible(name)) problems.push({ field: 'name', message: 'Enter a name.' });
  else if (!hasNoControlCharacters(name)) {
    problems.push({ field: 'name', message: 'Write the name on one line, without tabs.' });
  } else if (name.length > MAX_NAME_LENGTH) {
    problems.push({ field: 'name', message: `Keep the name to ${MAX_NAME_LENGTH} characters.` });
  }
  if (details.date === '') problems.push({ field: 'date', message: 'Enter a birth date.' });
  else if (!isBirthDateInRange(details.date, today)) {
    problems.push({ field: 'date', message: DATE_RANGE_MESSAGE });
  }
  const placeReading = readBirthPlace(details);
  if (placeReading.status === 'problems') problems.push(...placeReading.problems);

  const resolution = resolveBirthTime(details);
  if (resolution.status === 'needs-choice') problems.push(timeChoiceProblem(resolution.choice, details.time));
  if (problems.length > 0 || resolution.status !== 'resolved') return fail(problems, timeKnown);
  // 1 January 1800 before dawn east of Greenwich is still 1799 in UTC.
  if (!isSupportedInstant(resolution.instant.utc.getTime())) {
    return fail([{ field: 'date', message: DATE_RANGE_MESSAGE }], timeKnown);
  }

  const moment: BirthMoment = {
    name,
    date: details.date,
    ...(timeKnown ? { time: details.time } : {}),
    utc: resolution.instant.utc.toISOString(),
    ...(resolution.place ? { place: resolution.place } : {}),
    offsetLabel: offsetLabelOf(resolution.instant.label, resolution.overridden),
  };
  return { moment, problems: [], fieldProblems: [], clock: resolution.clock, timeKnown };
}

const fail = (problems: FieldProblem[], timeKnown: boolean): BirthMomentResult => ({
  problems: problems.map((problem) => problem.message),
  fieldProblems: problems,
  timeKnown,
});

/** The contract allows 40 characters; "UTC−12:45 (set by hand)" fits with room to spare. */
const offsetLabelOf = (label: string, overridden: boolean) =>
  (overridden ? `${label} (set by hand)` : label).slice(0, 40);
