import { SIGN_IDS, type SignId, signForLongitude, signs } from '../../content/signs';
import { BODY_NAMES } from '../../content/body-names';
import type { PhysicalBodyId } from '../../sky/body-ids';
import { PHYSICAL_BODY_IDS } from '../../sky/body-ids';
import { computePositions } from '../../sky/positions';
import type { SkyEvent } from '../../sky/events';
import { skyInPeriod } from '../../sky/sky-in-period';
import { type IsoDate, isoDateToUtc } from '../../time/calendar-date';
import { sentencesOf } from './sentence-stats';

/**
 * Checks what a reading says the sky does against the one sky module (issue 24 §3). "Today" is
 * the reading date's UTC day; a period reading (a week, a month) speaks of its whole span. Claims about a birth chart ("your Moon in Aries") are not sky claims.
 *
 * Checked: a lunation named today or tonight happened then, in the sign named; a named lunation
 * ("the Full Moon in Libra") is a real one of that type and sign within about two weeks of the
 * span; an ingress or station said to happen today did; a planet called retrograde (or direct)
 * without a date is so throughout the span; a planet placed in a sign, or at a degree, stands
 * there during the span.
 */

export interface ClaimSpan {
  /** The reading's date (local). */
  date: IsoDate;
  /** First and last local dates the reading speaks for (the date itself for a daily reading). */
  from: IsoDate;
  to: IsoDate;
}

export interface FalseClaim {
  sentence: string;
  claim: string;
  reason: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SIGN_NAMES = SIGN_IDS.map((id) => signs[id].name).join('|');
const BODIES = PHYSICAL_BODY_IDS.map((id) => BODY_NAMES[id]).join('|');
const TODAY = /\b(today|tonight|this (?:morning|afternoon|evening))\b|\btoday's\b|\btonight's\b/iu;
/** A date named in the sentence: the claim is about that date, not the span. */
const DATED =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\b\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\bon the \d{1,2}(?:st|nd|rd|th)\b|\b(?:until|since|from|till|after|before|through|by) (?:the )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:mid|late|early|end of|start of)[- ](?:month|week)\b/iu;
/** Words before a placement that make it a birth-chart or another person's placement. */
const NATAL =
  /\b(?:your|natal|birth|born|their|his|her|my|our|partner's|composite|progressed|return)\b[^.]{0,18}$/iu;

/** "the Full Moon in Libra" names a lunation (checked on its own), not where the Moon stands. */
const NOT_A_LUNATION = '(?<!(?:new|full|quarter|crescent|gibbous|half|harvest|blue) )';

const signOf = (name: string): SignId => {
  const id = SIGN_IDS.find((sign) => signs[sign].name.toLowerCase() === name.toLowerCase());
  if (!id) throw new RangeError(`Unknown sign ${name}`);
  return id;
};
const bodyOf = (name: string): PhysicalBodyId => {
  const id = PHYSICAL_BODY_IDS.find((body) => BODY_NAMES[body].toLowerCase() === name.toLowerCase());
  if (!id) throw new RangeError(`Unknown body ${name}`);
  return id;
};

interface Window {
  start: number;
  end: number;
}

/**
 * "Today" is the UTC day of the reading's date: the composers read the sky for that day, and a
 * lunation called today must be exact within it. A span's claims (a planet in a sign) may hold
 * anywhere a reader could be, so the span reaches 14 h before its first UTC midnight and 12 h
 * past its last.
 */
const windowOf = (span: ClaimSpan, today: boolean): Window =>
  today
    ? { start: isoDateToUtc(span.date).getTime(), end: isoDateToUtc(span.date).getTime() + DAY }
    : {
        start: isoDateToUtc(span.from).getTime() - 14 * HOUR,
        end: isoDateToUtc(span.to).getTime() + DAY + 12 * HOUR,
      };

const eventsCache = new Map<string, readonly SkyEvent[]>();
function eventsIn({ start, end }: Window): readonly SkyEvent[] {
  const key = `${start}|${end}`;
  let events = eventsCache.get(key);
  if (!events) {
    const days = Math.ceil((end - start) / DAY);
    events = skyInPeriod(new Date(start), days).filter((event) => {
      const at = Date.parse(event.utc);
      return at >= start && at <= end;
    });
    if (eventsCache.size > 2000) eventsCache.clear();
    eventsCache.set(key, events);
  }
  return events;
}

const positionCache = new Map<number, ReturnType<typeof computePositions>>();
function positionsAt(ms: number): ReturnType<typeof computePositions> {
  let positions = positionCache.get(ms);
  if (!positions) {
    positions = computePositions(new Date(ms));
    if (positionCache.size > 20_000) positionCache.clear();
    positionCache.set(ms, positions);
  }
  return positions;
}

/** Sample instants through a window: every 2 h for the Moon, every 12 h otherwise. */
function samplesIn({ start, end }: Window, body: PhysicalBodyId): number[] {
  const step = body === 'moon' ? 2 * HOUR : 12 * HOUR;
  const first = Math.ceil(start / step) * step;
  const instants: number[] = [];
  for (let at = first; at <= end; at += step) instants.push(at);
  return instants;
}

const LUNATION_WORDS: Record<string, SkyEvent['type']> = {
  new: 'new-moon',
  full: 'full-moon',
  'first quarter': 'first-quarter',
  'last quarter': 'last-quarter',
};

function checkLunations(sentence: string, span: ClaimSpan, out: FalseClaim[]): void {
  const today = TODAY.test(sentence) && !DATED.test(sentence);
  const named = new RegExp(
    `\\b(new|full|first quarter|last quarter) moon (?:falls |rises |arrives |lands )?in (${SIGN_NAMES})\\b|\\b(${SIGN_NAMES}) (new|full) moon\\b`,
    'giu',
  );
  let sawNamed = false;
  for (const match of sentence.matchAll(named)) {
    sawNamed = true;
    const type = LUNATION_WORDS[(match[1] ?? match[4] ?? '').toLowerCase()];
    const sign = signOf(match[2] ?? match[3] ?? '');
    if (NATAL.test(sentence.slice(0, match.index))) continue;
    const window = today ? windowOf(span, true) : widen(windowOf(span, false), 16 * DAY);
    const real = eventsIn(window).some((event) => event.type === type && event.sign === sign);
    if (!real)
      out.push({
        sentence,
        claim: match[0],
        reason: today
          ? 'no such lunation on the day read'
          : 'no such lunation within two weeks of the reading',
      });
  }
  if (sawNamed || !today) return;
  const bare = /\b(new|full|first quarter|last quarter) moon\b/giu;
  for (const match of sentence.matchAll(bare)) {
    const before = sentence.slice(Math.max(0, (match.index ?? 0) - 24), match.index);
    // "toward the Full Moon", "since the New Moon": not a claim that it is today.
    if (
      /\b(?:toward|towards|until|since|after|before|from|to|next|last|coming|approaching|past)\b[^.]*$/iu.test(
        before,
      )
    )
      continue;
    const type = LUNATION_WORDS[(match[1] ?? '').toLowerCase()];
    if (!eventsIn(windowOf(span, true)).some((event) => event.type === type))
      out.push({ sentence, claim: match[0], reason: 'named as today, but no such lunation on the day read' });
  }
}

const widen = ({ start, end }: Window, by: number): Window => ({ start: start - by, end: end + by });

function checkTodayEvents(sentence: string, span: ClaimSpan, out: FalseClaim[]): void {
  if (!TODAY.test(sentence) || DATED.test(sentence)) return;
  const window = windowOf(span, true);
  const ingress = new RegExp(
    `\\b(${BODIES}) (?:enters|moves into|slips into|crosses into|steps into|arrives in|glides into|changes signs? into|shifts into) (${SIGN_NAMES})\\b`,
    'giu',
  );
  for (const match of sentence.matchAll(ingress)) {
    if (NATAL.test(sentence.slice(0, match.index))) continue;
    const body = bodyOf(match[1] ?? '');
    const sign = signOf(match[2] ?? '');
    if (
      !eventsIn(window).some(
        (event) => event.type === 'ingress' && event.body === body && event.sign === sign,
      )
    )
      out.push({ sentence, claim: match[0], reason: 'no such ingress on the day read' });
  }
  const station = new RegExp(
    `\\b(${BODIES}) (?:turns|stations|goes|is stationing|stands still(?: and turns)?) (retrograde|direct)\\b`,
    'giu',
  );
  for (const match of sentence.matchAll(station)) {
    const body = bodyOf(match[1] ?? '');
    const type = (match[2] ?? '').toLowerCase() === 'retrograde' ? 'station-retrograde' : 'station-direct';
    // A station is slow: a planet within a day of it is "stationing" on the day.
    if (!eventsIn(widen(window, DAY)).some((event) => event.type === type && event.body === body))
      out.push({ sentence, claim: match[0], reason: 'no such station on the day read' });
  }
}

function checkMotion(sentence: string, span: ClaimSpan, out: FalseClaim[]): void {
  if (DATED.test(sentence)) return;
  const motion = new RegExp(
    `\\b(${BODIES})(?:,| is| stays| remains| now| still| currently| stands)* (retrograde|direct)\\b(?! (?:on|until|from|in \\w+ \\d))|\\bretrograde (${BODIES})\\b`,
    'giu',
  );
  for (const match of sentence.matchAll(motion)) {
    const before = sentence.slice(0, match.index);
    if (NATAL.test(before)) continue;
    // "when Mercury turns direct", "if Venus goes retrograde", "Mars was retrograde": not a claim about the span.
    if (
      /\b(?:when|if|whenever|each time|every time|once|until|after|before|turns|goes|was|were|had been)\s*$/iu.test(
        before,
      )
    )
      continue;
    if (/\b(?:not|never|no longer)\b\s*$/iu.test(before)) continue;
    const body = bodyOf(match[1] ?? match[3] ?? '');
    if (body === 'sun' || body === 'moon') continue;
    const retrograde = match[3] !== undefined || (match[2] ?? '').toLowerCase() === 'retrograde';
    const window = windowOf(span, TODAY.test(sentence));
    const wrong = samplesIn(window, body).some((at) => positionsAt(at)[body].speed < 0 !== retrograde);
    if (wrong)
      out.push({
        sentence,
        claim: match[0],
        reason: `${BODY_NAMES[body]} is not ${retrograde ? 'retrograde' : 'direct'} throughout the span read`,
      });
  }
}

function checkPlacements(sentence: string, span: ClaimSpan, out: FalseClaim[]): void {
  const placed = new RegExp(
    `${NOT_A_LUNATION}\\b(${BODIES})(?:,)?(?: is| stands| sits| moves| travels| passes| glides| works| now| still| currently| retrograde| direct)* (?:at (\\d{1,2})° ?(?:\\d{1,2}′ ?)?|in )(${SIGN_NAMES})\\b`,
    'giu',
  );
  for (const match of sentence.matchAll(placed)) {
    if (NATAL.test(sentence.slice(0, match.index))) continue;
    const body = bodyOf(match[1] ?? '');
    const sign = signOf(match[3] ?? '');
    const degree = match[2] === undefined ? undefined : Number(match[2]);
    const window = windowOf(span, TODAY.test(sentence) || span.from === span.to);
    const instants = samplesIn(window, body);
    const fits = instants.some((at) => {
      const longitude = positionsAt(at)[body].lon;
      if (signForLongitude(longitude).id !== sign) return false;
      if (degree === undefined) return true;
      const within = longitude - SIGN_IDS.indexOf(sign) * 30;
      return Math.abs(within - degree) <= (body === 'moon' ? 1.5 : 1.01);
    });
    if (!fits)
      out.push({
        sentence,
        claim: match[0],
        reason: `${BODY_NAMES[body]} is not ${degree === undefined ? 'in' : `at ${degree}°`} ${signs[sign].name} during the span read`,
      });
  }
}

/** Every sky claim in `markdown` that the sky module contradicts for the span read. */
export function falseSkyClaims(markdown: string, span: ClaimSpan): FalseClaim[] {
  const out: FalseClaim[] = [];
  for (const sentence of sentencesOf(markdown)) {
    checkLunations(sentence, span, out);
    checkTodayEvents(sentence, span, out);
    checkMotion(sentence, span, out);
    checkPlacements(sentence, span, out);
  }
  return out;
}

/** The span of a reading: the day itself, or the period that contains it. */
export function spanOf(
  date: IsoDate,
  period: 'daily' | 'weekly' | 'monthly' | 'yearly' = 'daily',
): ClaimSpan {
  if (period === 'daily') return { date, from: date, to: date };
  if (period === 'weekly') {
    const start = isoDateToUtc(date);
    const weekday = start.getUTCDay();
    const from = new Date(start.getTime() - weekday * DAY).toISOString().slice(0, 10);
    return { date, from, to: new Date(start.getTime() + (6 - weekday) * DAY).toISOString().slice(0, 10) };
  }
  if (period === 'monthly') {
    const [year, month] = date.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
    return { date, from: `${date.slice(0, 7)}-01`, to: last };
  }
  return { date, from: `${date.slice(0, 4)}-01-01`, to: `${date.slice(0, 4)}-12-31` };
}
