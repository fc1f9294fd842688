import { z } from './zod-mini';
import { SUPPORTED_YEARS_LABEL, isSupportedInstant } from '../time/supported-range';
import { isoDateSchema } from './common';
import { isValidTimeZone } from '../time/birth-time';
import { freeTextSchema } from './free-text';
import { OFFSET_LABEL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PLACE_NAME_MAX_LENGTH } from './birth-text-limits';

export { OFFSET_LABEL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PLACE_NAME_MAX_LENGTH };

/**
 * A person's birth as the chart pages send it. The browser resolves the local birth time to a
 * UTC instant (core/time/birth-time.ts, with the visitor's choice for a DST gap or fold, or a
 * manual offset) and sends both, so the server can compute the same chart and quote the local
 * date and time in the reading.
 */
export const birthPlaceSchema = z.strictObject({
  name: freeTextSchema(PLACE_NAME_MAX_LENGTH, 'must name the place'),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  timeZone: z.optional(
    z
      .string()
      .check(
        z.maxLength(64),
        z.refine(isValidTimeZone, { message: 'must be an IANA time zone such as Europe/Paris' }),
      ),
  ),
});
export type BirthPlace = z.infer<typeof birthPlaceSchema>;

export const birthMomentSchema = z
  .strictObject({
    name: freeTextSchema(PERSON_NAME_MAX_LENGTH, 'is required'),
    /** Local calendar date of birth. */
    date: isoDateSchema,
    /** Local clock time; absent when unknown (a noon chart without houses or angles). */
    time: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM'))),
    /** The birth instant the browser resolved from date, time and zone. */
    utc: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 instant' }),
    place: z.optional(birthPlaceSchema),
    /** How the local time was read, e.g. "UTC−4, EDT" or "LMT (UTC−4:56)". */
    offsetLabel: z.optional(freeTextSchema(OFFSET_LABEL_MAX_LENGTH)),
  })
  .check(
    z.refine((moment) => isSupportedInstant(Date.parse(moment.utc)), {
      message: `must fall in the years ${SUPPORTED_YEARS_LABEL}`,
      path: ['utc'],
    }),
    // Any real time zone keeps the instant within about a day of the local date.
    z.refine(
      (moment) => Math.abs(Date.parse(moment.utc) - Date.parse(`${moment.date}T12:00:00Z`)) <= 36 * 3_600_000,
      {
        message: 'must fall on the local birth date give or take the time-zone offset',
        path: ['utc'],
      },
    ),
  );
export type BirthMoment = z.infer<typeof birthMomentSchema>;
