import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import type { SkyEvent } from '../../sky/events';
import { houseLabel, wholeSignHouse } from '../../compose/chart/chart-words';
import { LUNATION_TYPES } from '../../sky/lunation-types';
import { fillCalendarTemplate, freshFrom, saltOf } from './calendar-voice';
import { calendarHouseAreas, planetThemes } from './calendar-words';
import { planetNames } from '../../content/body-names';
import { type EventMeaningKind, eventLeads, eventReadings } from './bank/event-meaning-lines';

/** For the rare event without a sign: still warm, still true. */
const SIGNLESS_MEANING =
  'This shift colours the whole sky, so give yourself a moment to notice how it feels.';

const ECLIPSE_KIND_WORDS = { penumbral: 'penumbral', partial: 'partial', annular: 'annular', total: 'total' };

/** The kind of reading an event gets: the Sun's and the Moon's ingresses differ from a planet's. */
function kindOf(event: SkyEvent): EventMeaningKind {
  if (event.type !== 'ingress') return event.type;
  if (event.body === 'sun') return 'sun-ingress';
  if (event.body === 'moon') return 'moon-ingress';
  return event.retrograde ? 'retrograde-ingress' : 'planet-ingress';
}

/**
 * The event as a noun phrase that can open or sit inside a sentence: "the Full Moon in
 * Gemini", "the total solar eclipse in Leo", "Mars entering Virgo".
 */
export function eventPhrase(event: SkyEvent, eventSign: SignId): string {
  const where = signs[eventSign].name;
  const body = event.body ? planetNames[event.body] : 'a planet';
  const phrases: Record<SkyEvent['type'], () => string> = {
    'new-moon': () => `the New Moon in ${where}`,
    'first-quarter': () => `the First Quarter Moon in ${where}`,
    'full-moon': () => `the Full Moon in ${where}`,
    'last-quarter': () => `the Last Quarter Moon in ${where}`,
    'solar-eclipse': () =>
      `the ${event.kind ? `${ECLIPSE_KIND_WORDS[event.kind]} ` : ''}solar eclipse in ${where}`,
    'lunar-eclipse': () =>
      `the ${event.kind ? `${ECLIPSE_KIND_WORDS[event.kind]} ` : ''}lunar eclipse in ${where}`,
    'station-retrograde': () => `${body} turning retrograde in ${where}`,
    'station-direct': () => `${body} turning direct in ${where}`,
    ingress: () => (event.retrograde ? `${body} slipping back into ${where}` : `${body} entering ${where}`),
    'void-of-course-start': () => `the Moon’s void-of-course spell in ${where}`,
    'void-of-course-end': () => `the Moon entering ${where} after its quiet spell`,
  };
  return phrases[event.type]();
}

/** The sign an event is read in: a void period ends as the Moon enters the sign after the one it carries. */
export function readingSignOf(event: SkyEvent): SignId | undefined {
  if (!event.sign) return undefined;
  return event.type === 'void-of-course-end'
    ? (SIGN_IDS[(SIGN_IDS.indexOf(event.sign) + 1) % 12] ?? event.sign)
    : event.sign;
}

const QUARTER_MS = (29.530588853 / 4) * 86_400_000;
const NEW_MOON_2000 = Date.parse('2000-01-06T18:14:00Z');

/**
 * Where an event's lead starts its rotation. Lunations are numbered in sequence, so the four or
 * five phases of one window always open with different leads; other events use a hash.
 */
function leadStart(event: SkyEvent): number {
  if (!(LUNATION_TYPES as readonly string[]).includes(event.type))
    return saltOf(`lead|${event.type}|${event.utc}`);
  return Math.round((Date.parse(event.utc) - NEW_MOON_2000) / QUARTER_MS);
}

/**
 * What one event means for a sign, in one sentence naming the whole-sign house it falls in
 * (counted from the sign as the 1st). `turn` (a day number) steps the phrasing: the calendar
 * passes the reading's date so the same event reads differently on each day it stays in the
 * window, and a `used` set shared by one reading's items; the timeline leaves both out.
 * Deterministic for (event, sign, turn, what `used` holds).
 */
export function eventMeaningForSign(event: SkyEvent, sign: SignId, turn = 0, used?: Set<unknown>): string {
  const eventSign = readingSignOf(event);
  if (!eventSign) return SIGNLESS_MEANING;
  const house = wholeSignHouse(eventSign, sign);
  const salt = saltOf(`${event.type}|${event.utc}`);
  // The lead steps strictly by day, which alone keeps a week of readings from repeating the
  // sentence; the reading of the house only avoids what the rest of the list has used.
  const lead =
    eventLeads[(((turn + leadStart(event)) % eventLeads.length) + eventLeads.length) % eventLeads.length];
  const reading = freshFrom(eventReadings[kindOf(event)], turn + (salt >>> 8), used);
  const areas = calendarHouseAreas[house];
  const body = event.body ?? 'moon';
  return `${fillCalendarTemplate(`${lead ?? eventLeads[0]} ${reading}`, {
    event: eventPhrase(event, eventSign),
    house: houseLabel(house),
    sign: signs[sign].name,
    area: areas[(turn + (salt >>> 16)) % areas.length] ?? areas[0],
    body: planetNames[body],
    theme: planetThemes[body],
  })}.`;
}
