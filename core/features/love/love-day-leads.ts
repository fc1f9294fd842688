import { signName } from '../../content/signs';
import type { SkyFacts } from '../../sky/daily-sky';
import { type IsoDate, isoDateToUtc, shortDateLabel } from '../../time/calendar-date';

/**
 * The day a love reading is written for, said nine ways ("This Tuesday,", "Under the Leo
 * Moon,"). Each pool line is dealt once per way, so a pool of twelve becomes a hundred and eight
 * sentences and a sign meets none of them twice in two months; most ways carry the day's own sky.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export interface LoveDay {
  /** Leads for a sentence ("Under the Leo Moon"), each followed by a comma. */
  leads: readonly string[];
  /** Leads for a first-person affirmation. */
  selfLeads: readonly string[];
  /** Leads that carry the date, for a sentence whose dealt lead an earlier one already used. */
  spares: readonly string[];
  /** "Dec 1", before the headline. */
  label: string;
}

const nth = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

export function loveDayOf(date: IsoDate, sky: SkyFacts): LoveDay {
  const day = isoDateToUtc(date);
  const weekday = WEEKDAYS[day.getUTCDay()] ?? 'day';
  const month = MONTHS[day.getUTCMonth()] ?? '';
  const moon = signName(sky.moon.sign);
  const season = signName(sky.sun.sign);
  const waxing = sky.moon.phaseAngle < 180;
  return {
    leads: [
      'Today',
      `This ${weekday}`,
      `Under the ${moon} Moon`,
      `On this ${month} ${weekday}`,
      `As the Moon ${waxing ? 'waxes' : 'wanes'}`,
      `Deep in ${season} season`,
      `As this ${weekday} unfolds`,
      `Beneath the ${moon} Moon`,
      `For this ${weekday} of ${season} season`,
    ],
    selfLeads: [
      'Today',
      `This ${weekday}`,
      `Under the ${moon} Moon`,
      `On this ${month} ${weekday}`,
      `Whatever this ${weekday} brings`,
      `Through this ${season}-season day`,
      `All through ${weekday}`,
      `Beneath the ${moon} Moon`,
      `As the Moon ${waxing ? 'waxes' : 'wanes'}`,
    ],
    spares: [`On ${weekday} the ${nth(day.getUTCDate())}`, `On this ${nth(day.getUTCDate())} of ${month}`],
    label: shortDateLabel(date),
  };
}

/** Words that keep their capital after a lead: names, "I", and a slot that may open on one. */
const KEEPS_CAPITAL =
  /^(?:I\b|Venus|Mars|Moon|Sun|Mercury|Jupiter|Saturn|Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces|Astrologers|\{)/u;

const afterLead = (line: string) =>
  KEEPS_CAPITAL.test(line) ? line : line.charAt(0).toLowerCase() + line.slice(1);

const MARK = '\u0001';

/** Every line of `pool` once per lead, marked with the lead's index (said by `createLeadSayer`). */
export const ledLines = (pool: readonly string[], leadCount: number): string[] =>
  pool.flatMap((line) => Array.from({ length: leadCount }, (_, lead) => `${lead}${MARK}${line}`));

/**
 * Says dealt, filled lines after their leads, for one reading: a lead an earlier sentence used
 * moves to a dated spare, so a reading never opens two sentences the same way.
 */
export function createLeadSayer(
  leads: readonly string[],
  spares: readonly string[],
): (dealt: string) => string {
  const used = new Set<string>();
  return (dealt) => {
    const at = dealt.indexOf(MARK);
    if (at < 0) return dealt;
    const dealtLead = leads[Number(dealt.slice(0, at))] ?? 'Today';
    const lead = used.has(dealtLead) ? (spares.find((spare) => !used.has(spare)) ?? dealtLead) : dealtLead;
    used.add(lead);
    return `${lead}, ${afterLead(dealt.slice(at + 1))}`;
  };
}
