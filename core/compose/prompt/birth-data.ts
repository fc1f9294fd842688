import {
  type BirthMoment,
  OFFSET_LABEL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PLACE_NAME_MAX_LENGTH,
} from '@core/contract/birth-moment';
import { signs } from '@core/content/signs';
import { computeAstrologerChart } from '@core/sky/astrologer-chart';
import type { ZodiacChoice } from '@core/sky/zodiacs';
import { coordinatesLabel, placeLabel, utcLabel } from '@core/compose/placement-labels';
import { isValidTimeZone, resolveLocalTime } from '@core/time/birth-time';
import { fullDateLabel } from './sky-summary';
import type { UserDataField } from './user-data';

/**
 * How a person's birth reads in a prompt: the data the visitor gave, as the browser resolved
 * them. Shared by the birth-chart and advanced-chart prompts so both quote a birth the same way.
 * The computed facts (dates, UTC, coordinates) are written out; the visitor's own words (name,
 * birthplace, clock label) go to the <user_data> block and the lines name them by label.
 */

/** Whose birth it is; the prefix of that person's <user_data> labels. */
export type PersonRole = 'person' | 'partner';

export interface BirthDataInPrompt {
  /** The visitor's text about this person, for the <user_data> block. */
  userData: UserDataField[];
  /** One line per fact, e.g. "Born: July 15, 1990 at 15:30 local time (clock: …), that is …". */
  lines: string[];
}

/** The label under which a person's name is quoted, for sentences that address them. */
export const nameLabel = (role: PersonRole) => `${role}_name`;

/**
 * How a line points at a quoted value instead of repeating it. It never spells the tag itself,
 * so the block's delimiters stay the only ones in the message.
 */
export const quotedAs = (label: string) => `${label} (quoted above)`;

export function birthData(person: BirthMoment, role: PersonRole): BirthDataInPrompt {
  const { time, offsetLabel, place } = person;
  const name = { label: nameLabel(role), value: person.name, maxLength: PERSON_NAME_MAX_LENGTH };
  const clock =
    time && offsetLabel
      ? { label: `${role}_clock`, value: offsetLabel, maxLength: OFFSET_LABEL_MAX_LENGTH }
      : undefined;
  const birthplace = place
    ? { label: `${role}_birthplace`, value: place.name, maxLength: PLACE_NAME_MAX_LENGTH }
    : undefined;
  const clockNote = clock ? ` by the clock in ${quotedAs(clock.label)}` : '';
  const born = time
    ? `Born: ${fullDateLabel(person.date)} at ${time} local time${clockNote}, that is ${utcLabel(person.utc)}`
    : `Born: ${fullDateLabel(person.date)}, birth time unknown`;
  const where =
    place && birthplace ? `${quotedAs(birthplace.label)}, at ${coordinatesLabel(place)}` : 'not given';
  return {
    userData: [name, ...(birthplace ? [birthplace] : []), ...(clock ? [clock] : [])],
    lines: [`Name: ${quotedAs(name.label)}`, born, `Birthplace: ${where}`],
  };
}

const DAY_START = '00:00';
const DAY_END = '23:59';

/**
 * The UTC instants of 00:00 and 23:59 on the local birth date. With the birthplace's zone the
 * tz history decides; otherwise the offset the browser used for its noon stand-in (the contract
 * sends local noon when the time is unknown) is applied to the whole day.
 */
export function localDayBounds(person: BirthMoment): { start: Date; end: Date } {
  const timeZone = person.place?.timeZone;
  if (timeZone && isValidTimeZone(timeZone)) {
    const at = (time: string) => {
      const resolved = resolveLocalTime({
        date: person.date,
        time,
        timeZone,
        longitude: person.place?.longitude,
      });
      return resolved.kind === 'unique' ? resolved.utc : resolved.options[0].utc;
    };
    return { start: at(DAY_START), end: at(DAY_END) };
  }
  const offsetMs = Date.parse(`${person.date}T12:00:00Z`) - Date.parse(person.utc);
  return {
    start: new Date(Date.parse(`${person.date}T${DAY_START}:00Z`) - offsetMs),
    end: new Date(Date.parse(`${person.date}T${DAY_END}:00Z`) - offsetMs),
  };
}

/**
 * Without a birth time the Moon, which moves about 13° a day, may have changed sign during the
 * birth date; the reading must then say the Moon's sign is one of two. Absent zodiac: tropical.
 */
export function moonDayLine(person: BirthMoment, zodiac?: ZodiacChoice): string {
  const { start, end } = localDayBounds(person);
  // In a sidereal chart the Moon's signs are sidereal too, like every other sign of the prompt.
  const moonAt = (instant: Date) =>
    computeAstrologerChart({ utc: instant, ...(zodiac ? { zodiac } : {}) }).bodies.moon;
  const [first, last] = [moonAt(start), moonAt(end)];
  const span = `from ${placeLabel(first.lon)} at ${DAY_START} to ${placeLabel(last.lon)} at ${DAY_END} local time`;
  if (first.sign === last.sign) {
    return `The Moon stays in ${signs[first.sign].name} all day on the birth date (${span}), so its sign is certain even without the time.`;
  }
  return (
    `The Moon changes sign on the birth date (${span}): it was in ${signs[first.sign].name} or ` +
    `${signs[last.sign].name} depending on the hour. Present both and say which is which; do not pick one.`
  );
}
