import { signName, SIGN_IDS, signs } from '../../content/signs';
import type { SkyFacts } from '../../sky/daily-sky';
import type { MoonPhaseId } from '../../sky/moon-phases';
import { type IsoDate, isoDateToUtc } from '../../time/calendar-date';

/**
 * The day's own facts at the head of a bank sentence: its weekday, the sign the Moon crosses or
 * its phase ("Under the Gemini Moon, …"). A bank entry comes back to a sign after a pool's length
 * of days, but with another weekday and another Moon, so the sentence a reader meets is new.
 * Each section of a reading takes a different phrasing (weekday, Moon sign or Moon phase),
 * stepping day by day through five (a pool of 8, 12 or 13 meets its phrasing again only after
 * 40, 60 or 65 days), so an entry met again after n days comes with another phrasing or, when
 * the phrasing comes round, with another weekday, Moon sign and phase.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface DayWords {
  weekday: string;
  moonSign: string;
  /** "Under a swelling Moon", "At the New Moon". */
  phase: string;
}

/** The phase in four words or fewer, so a lead never reads as a clause of its own. */
const PHASE_LEADS = {
  'new-moon': 'At the New Moon',
  'waxing-crescent': 'Under a young crescent',
  'first-quarter': 'At the first quarter',
  'waxing-gibbous': 'Under a swelling Moon',
  'full-moon': 'Under a brimming Moon',
  'waning-gibbous': 'As moonlight thins',
  'last-quarter': 'At the last quarter',
  'waning-crescent': 'Under a thinning crescent',
} as const satisfies Record<MoonPhaseId, string>;

const LEADS: readonly ((day: DayWords) => string)[] = [
  ({ weekday }) => `This ${weekday}`,
  ({ moonSign }) => `Under the ${moonSign} Moon`,
  ({ phase }) => phase,
  ({ weekday }) => `Before ${weekday} ends`,
  ({ moonSign }) => `In ${moonSign}’s moonlight`,
];

const weekdayOf = (date: IsoDate): string => WEEKDAYS[isoDateToUtc(date).getUTCDay()] ?? 'Sunday';

const SIGN_NAMES: ReadonlySet<string> = new Set(SIGN_IDS.map((id) => signs[id].name));

/** The sentence with its first letter lowered, unless it opens on "I" or a sign's name. */
function continued(sentence: string): string {
  const first = sentence.split(/[\s,’']/u)[0] ?? '';
  if (first === 'I' || SIGN_NAMES.has(first) || /^[A-Z]{2}/u.test(first)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** `sentence` led by the day's facts, in the phrasing `place` picks (a section's place in the reading). */
export function palmDayLead(
  sentence: string,
  date: IsoDate,
  sky: SkyFacts,
  turn: number,
  place: number,
): string {
  const lead = LEADS[(((turn + place) % LEADS.length) + LEADS.length) % LEADS.length] ?? LEADS[0];
  if (!lead) return sentence;
  const day = {
    weekday: weekdayOf(date),
    moonSign: signName(sky.moon.sign),
    phase: PHASE_LEADS[sky.moon.phase],
  };
  return `${lead(day)}, ${continued(sentence)}`;
}
