import { signs } from '../../content/signs';
import type { EclipseKind } from '../../sky/eclipses';
import type { SkyEvent, SkyEventType } from '../../sky/events';
import { shortDateLabel } from '../../time/calendar-date';
import { BODY_NAMES } from '../../content/body-names';

const LUNATION_NAMES = {
  'new-moon': 'New Moon',
  'first-quarter': 'First Quarter Moon',
  'full-moon': 'Full Moon',
  'last-quarter': 'Last Quarter Moon',
} as const satisfies Partial<Record<SkyEventType, string>>;

const ECLIPSE_KIND_NAMES = {
  penumbral: 'Penumbral',
  partial: 'Partial',
  annular: 'Annular',
  total: 'Total',
} as const satisfies Record<EclipseKind, string>;

/** "14:32 UTC", with the date too when the time falls on another day than `sameDayAs`. */
export function utcTimeLabel(utc: string, sameDayAs?: string): string {
  const time = `${utc.slice(11, 16)} UTC`;
  return sameDayAs === undefined || sameDayAs.slice(0, 10) === utc.slice(0, 10)
    ? time
    : `${shortDateLabel(utc.slice(0, 10))}, ${time}`;
}

const whereOf = (event: SkyEvent) => (event.sign ? ` in ${signs[event.sign].name}` : '');
const bodyOf = (event: SkyEvent) => (event.body ? BODY_NAMES[event.body] : 'A planet');
const lunation = (event: SkyEvent & { type: keyof typeof LUNATION_NAMES }) =>
  `${LUNATION_NAMES[event.type]}${whereOf(event)}`;
const eclipse = (name: string) => (event: SkyEvent) =>
  event.kind
    ? `${ECLIPSE_KIND_NAMES[event.kind]} ${name}${whereOf(event)}`
    : `${name.charAt(0).toUpperCase()}${name.slice(1)}${whereOf(event)}`;

const describers = {
  'new-moon': lunation,
  'first-quarter': lunation,
  'full-moon': lunation,
  'last-quarter': lunation,
  'solar-eclipse': eclipse('solar eclipse'),
  'lunar-eclipse': eclipse('lunar eclipse'),
  'station-retrograde': (event) => `${bodyOf(event)} stations retrograde${whereOf(event)}`,
  'station-direct': (event) => `${bodyOf(event)} stations direct${whereOf(event)}`,
  ingress: (event) => {
    if (!event.sign) return `${bodyOf(event)} changes sign`;
    const sign = signs[event.sign].name;
    return event.retrograde
      ? `${bodyOf(event)} re-enters ${sign} (retrograde)`
      : `${bodyOf(event)} enters ${sign}`;
  },
  'void-of-course-start': (event) =>
    event.endUtc
      ? `Moon void of course until ${utcTimeLabel(event.endUtc, event.utc)}`
      : `Moon void of course${whereOf(event)}`,
  'void-of-course-end': (event) =>
    event.startUtc
      ? `Void-of-course Moon ends (void since ${utcTimeLabel(event.startUtc, event.utc)})`
      : 'Void-of-course Moon ends',
} as const satisfies { [Type in SkyEventType]: (event: SkyEvent & { type: Type }) => string };

/**
 * A short name for an event, as the calendar's timeline and readings print it: "Full Moon in
 * Gemini", "Mercury stations retrograde in Sagittarius", "Moon void of course until 14:32 UTC".
 */
export function describeEvent(event: SkyEvent): string {
  return (describers[event.type] as (event: SkyEvent) => string)(event);
}
