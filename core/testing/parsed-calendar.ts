import ICAL from 'ical.js';

/** One VEVENT of a file read back with ical.js, as the calendar tests check it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  /** The DTSTAMP, DTSTART and DTEND lines exactly as written (property parameters included). */
  lines: { dtstamp?: string; dtstart?: string; dtend?: string; rrule?: string };
  start: ICAL.Time;
  end: ICAL.Time | null;
  rrule: ICAL.Recur | null;
  hasAlarm: boolean;
}

const text = (event: ICAL.Component, name: string) => {
  const value = event.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
};

/** The raw, unfolded content line that starts with `name` (`DTSTART;VALUE=DATE:20261201`). */
function rawLine(block: string, name: string): string | undefined {
  return block.split('\r\n').find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
}

/**
 * Reads a calendar file back with ical.js (a parser other than our writer's own string
 * building), so a test checks what a calendar app would import: every VEVENT with its fields.
 * Throws when ical.js cannot parse the file or it holds no VCALENDAR.
 */
export function parseCalendar(file: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(file));
  if (calendar.name !== 'vcalendar') throw new Error(`Expected a VCALENDAR, got ${calendar.name}`);
  const unfolded = file.replace(/\r\n[ \t]/g, '');
  const blocks = unfolded.split('BEGIN:VEVENT').slice(1);
  const events = calendar.getAllSubcomponents('vevent').map((event, index) => {
    const block = blocks[index] ?? '';
    const start = event.getFirstPropertyValue('dtstart');
    const end = event.getFirstPropertyValue('dtend');
    const rrule = event.getFirstPropertyValue('rrule');
    if (!(start instanceof ICAL.Time)) throw new Error(`Event ${index} has no DTSTART`);
    return {
      uid: text(event, 'uid'),
      summary: text(event, 'summary'),
      description: text(event, 'description'),
      url: text(event, 'url'),
      lines: {
        dtstamp: rawLine(block, 'DTSTAMP'),
        dtstart: rawLine(block, 'DTSTART'),
        dtend: rawLine(block, 'DTEND'),
        rrule: rawLine(block, 'RRULE'),
      },
      start,
      end: end instanceof ICAL.Time ? end : null,
      rrule: rrule instanceof ICAL.Recur ? rrule : null,
      hasAlarm: event.getAllSubcomponents('valarm').length > 0,
    };
  });
  return { calendar, events };
}

/** Every physical line of a file and its length in UTF-8 octets (RFC 5545 §3.1 allows 75). */
export const lineOctets = (file: string): number[] =>
  file
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => new TextEncoder().encode(line).byteLength);
