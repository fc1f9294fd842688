import { CALENDAR_WINDOW_DAYS } from '@core/features/cosmic-calendar/calendar-reading';
import { houseLabel } from '@core/compose/chart/chart-words';
import { calendarWindowStart } from '@core/features/cosmic-calendar/calendar-window';
import { describeEvent } from '@core/features/cosmic-calendar/describe-event';
import { showerPeaksWithin } from '@core/features/cosmic-calendar/meteor-showers';
import { nextEclipse } from '@core/features/cosmic-calendar/next-eclipse';
import type { CalendarCategoryId } from '@core/content/calendar-categories';
import { SIGN_IDS, type SignId, signs } from '@core/content/signs';
import { computeChart } from '@core/sky/chart';
import { skyForDate } from '@core/sky/daily-sky';
import { type SkyEvent, type SkyEventType } from '@core/sky/events';
import { isLunation } from '@core/sky/sky-in-period';
import { PLANET_BODY_IDS } from '@core/sky/body-ids';
import { arcLabel, placeLabel } from '@core/compose/placement-labels';
import { ASPECT_WORDS, BODY_NAMES } from '@core/content/body-names';
import { type IsoDate, addDays, shortDateLabel } from '@core/time/calendar-date';

/**
 * The real sky of the Cosmic Calendar's window (spec §9: "its prompt covers the next 30 days"),
 * and which of it each category talks about. Everything here is computed from the request's
 * date alone, so one cached guide fits every visitor asking on that date.
 */
export const CALENDAR_DAYS = CALENDAR_WINDOW_DAYS;

const ECLIPSE_TYPES: readonly SkyEventType[] = ['solar-eclipse', 'lunar-eclipse'];
const STATION_TYPES: readonly SkyEventType[] = ['station-retrograde', 'station-direct'];

const isEclipse = (event: SkyEvent) => ECLIPSE_TYPES.includes(event.type);
const isStation = (event: SkyEvent) => STATION_TYPES.includes(event.type);
const isPlanetIngress = (event: SkyEvent) => event.type === 'ingress' && event.body !== 'moon';
const isMoonIngress = (event: SkyEvent) => event.type === 'ingress' && event.body === 'moon';
const isSunIngress = (event: SkyEvent) => event.type === 'ingress' && event.body === 'sun';
const none = () => false;

/**
 * Which computed events each category lists besides the lunations, which every category
 * lists (they are the calendar's backbone). Void-of-course periods are left out: dozens a month.
 */
export const CALENDAR_EVENT_FILTERS = {
  'current-events': (event) => isEclipse(event) || isStation(event) || isPlanetIngress(event),
  'moon-phases': (event) => isEclipse(event) || isMoonIngress(event),
  'planetary-transits': (event) => isPlanetIngress(event) || isStation(event),
  'seasonal-shifts': isSunIngress,
  'eclipse-season': isEclipse,
  'meteor-showers': none,
  'retrograde-periods': (event) =>
    isStation(event) || (event.type === 'ingress' && event.retrograde === true),
  'cosmic-alignments': isEclipse,
} as const satisfies Record<CalendarCategoryId, (event: SkyEvent) => boolean>;

export const eventsForCategory = (events: readonly SkyEvent[], category: CalendarCategoryId): SkyEvent[] =>
  events.filter((event) => isLunation(event) || CALENDAR_EVENT_FILTERS[category](event));

/** Counted from the reader's sign as the first house: the solar (whole-sign) house of an event. */
export function solarHouse(reader: SignId, sign: SignId): number {
  return ((SIGN_IDS.indexOf(sign) - SIGN_IDS.indexOf(reader) + 12) % 12) + 1;
}

/** "Nov 24, 14:53 UTC: Full Moon in Gemini (your solar 11th house)". */
export function eventLine(event: SkyEvent, reader: SignId): string {
  const when = `${shortDateLabel(event.utc.slice(0, 10))}, ${event.utc.slice(11, 16)} UTC`;
  const house = event.sign ? ` (your solar ${houseLabel(solarHouse(reader, event.sign))})` : '';
  return `${when}: ${describeEvent(event)}${house}`;
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The days (12:00 UTC samples) on which the Moon passes each planet, Mercury to Pluto. */
function moonMeetings(date: IsoDate): string[] {
  const noonCharts = Array.from({ length: CALENDAR_DAYS + 1 }, (_, index) => {
    const day = addDays(date, index);
    return { day, chart: computeChart({ utc: new Date(`${day}T12:00:00Z`) }) };
  });
  const meetings: { day: IsoDate; line: string }[] = [];
  for (const body of PLANET_BODY_IDS) {
    for (let index = 0; index + 1 < noonCharts.length; index += 1) {
      const today = noonCharts[index];
      const tomorrow = noonCharts[index + 1];
      if (!today || !tomorrow) continue;
      // The Moon closes on a planet by about 12° a day: the gap ahead wraps round once it passes.
      const gapToday = normalize(today.chart.bodies[body].lon - today.chart.bodies.moon.lon);
      const gapTomorrow = normalize(tomorrow.chart.bodies[body].lon - tomorrow.chart.bodies.moon.lon);
      if (gapTomorrow <= gapToday) continue;
      const nearest = gapToday <= 360 - gapTomorrow ? today : tomorrow;
      if (nearest.day === addDays(date, CALENDAR_DAYS)) continue;
      const sign = signs[nearest.chart.bodies[body].sign].name;
      meetings.push({
        day: nearest.day,
        line: `${shortDateLabel(nearest.day)}: the Moon meets ${BODY_NAMES[body]} in ${sign}`,
      });
    }
  }
  return meetings.sort((first, second) => first.day.localeCompare(second.day)).map(({ line }) => line);
}

/** Slow-planet aspects this tight stay in force for most of the month. */
const STANDING_ASPECT_ORB = 2;

function standingAspects(date: IsoDate): string[] {
  const chart = computeChart({ utc: calendarWindowStart(date) });
  const planets: readonly string[] = PLANET_BODY_IDS;
  return chart.aspects
    .filter(
      (aspect) =>
        planets.includes(aspect.a) && planets.includes(aspect.b) && aspect.orb <= STANDING_ASPECT_ORB,
    )
    .sort((first, second) => first.orb - second.orb)
    .map(
      (aspect) =>
        `${BODY_NAMES[aspect.a]} ${ASPECT_WORDS[aspect.type]} ${BODY_NAMES[aspect.b]} (orb ${arcLabel(aspect.orb)}, ${aspect.applying ? 'applying' : 'separating'})`,
    );
}

function retrogradeAtStart(date: IsoDate): string[] {
  const chart = computeChart({ utc: calendarWindowStart(date) });
  const retrograde = PLANET_BODY_IDS.filter((body) => chart.bodies[body].retrograde).map(
    (body) => `${BODY_NAMES[body]} in ${placeLabel(chart.bodies[body].lon)}`,
  );
  return [
    `Retrograde as the window opens: ${retrograde.length > 0 ? retrograde.join('; ') : 'none of the planets'}.`,
  ];
}

/** Eclipses happen while the Sun is within about 18° of the Moon's nodes. */
const ECLIPSE_SEASON_DEGREES = 18;

function nodalAxis(date: IsoDate, events: readonly SkyEvent[]): string[] {
  const chart = computeChart({ utc: calendarWindowStart(date) });
  const node = chart.bodies.trueNode.lon;
  const fromAxis = Math.min(
    ...[node, node + 180].map((point) => Math.abs(normalize(chart.bodies.sun.lon - point + 180) - 180)),
  );
  const season =
    fromAxis <= ECLIPSE_SEASON_DEGREES ? 'inside an eclipse season' : 'outside an eclipse season';
  const next = events.some(isEclipse) ? undefined : nextEclipse(calendarWindowStart(date));
  const eclipses = next
    ? [
        `No eclipse falls within these ${CALENDAR_DAYS} days. The next one: ${describeEvent({ ...next })} on ${shortDateLabel(next.utc.slice(0, 10))}, ${next.utc.slice(0, 4)}.`,
      ]
    : [];
  return [
    ...eclipses,
    `The Moon's North Node is in ${placeLabel(node)} and the South Node opposite it in ${placeLabel(node + 180)}.`,
    `As the window opens the Sun is ${arcLabel(fromAxis)} from the nodal axis: ${season} (within about ${ECLIPSE_SEASON_DEGREES}°).`,
  ];
}

function sunSeason(date: IsoDate): string[] {
  const sun = skyForDate(date).sun;
  return [`The Sun is in ${signs[sun.sign].name} as the window opens.`];
}

function meteorShowers(date: IsoDate): string[] {
  const peaks = showerPeaksWithin(date, CALENDAR_DAYS);
  if (peaks.length === 0)
    return [
      'No major meteor shower peaks in these 30 days; mention the next good nights to look up in general terms only.',
    ];
  return peaks.map(({ shower, peakDate }) => {
    const moon = skyForDate(peakDate).moon;
    return (
      `${shower.name}: peak around the night of ${shower.peakLabel}, up to about ${shower.rate} meteors an hour under dark skies, ` +
      `radiant in ${shower.radiant}; the Moon is ${Math.round(moon.illumination * 100)}% lit that night`
    );
  });
}

/** Extra computed facts per category, beyond the event list; `events` is the whole window's. */
export const CALENDAR_EXTRA_FACTS = {
  'current-events': sunSeason,
  'moon-phases': () => [],
  'planetary-transits': retrogradeAtStart,
  'seasonal-shifts': sunSeason,
  'eclipse-season': nodalAxis,
  'meteor-showers': meteorShowers,
  'retrograde-periods': retrogradeAtStart,
  'cosmic-alignments': (date) => [
    'The Moon meets the planets (nearest day, 12:00 UTC):',
    ...moonMeetings(date).map((line) => `- ${line}`),
    `Planet-to-planet aspects within ${STANDING_ASPECT_ORB}° as the window opens: ${standingAspects(date).join('; ') || 'none'}.`,
  ],
} as const satisfies Record<CalendarCategoryId, (date: IsoDate, events: readonly SkyEvent[]) => string[]>;
