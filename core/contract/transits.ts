import { z } from 'zod';
import { MAX_PERSONAL_SKY_DAYS } from '../sky/transits/transit-table';
import { isValidTimeZone } from '../time/birth-time';
import { SUPPORTED_YEARS_LABEL, isSupportedYear } from '../time/supported-range';

/**
 * The body of `POST /api/transits`: a birth (local date, optional clock time, IANA zone, optional
 * place) and a window. Birth details travel in the body only, never in a URL. Written with
 * classic zod like the other route schemas; the browser runs the engine itself and does not
 * import this file.
 */
const isoDate = (name: string) =>
  z.iso
    .date({ error: `${name} must be a calendar date written YYYY-MM-DD` })
    .refine(
      (value) => isSupportedYear(Number(value.slice(0, 4))),
      `${name} must fall in the years ${SUPPORTED_YEARS_LABEL}`,
    );

const degrees = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number of degrees` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

export const transitsBirthSchema = z
  .strictObject({
    date: isoDate('birth.date'),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'birth.time must be HH:MM (24-hour)')
      .optional(),
    tz: z
      .string({ error: 'birth.tz must be an IANA time zone such as Europe/Paris' })
      .max(64, 'birth.tz must be an IANA time zone such as Europe/Paris')
      .refine(isValidTimeZone, 'birth.tz must be an IANA time zone such as Europe/Paris'),
    lat: degrees('birth.lat', 90).optional(),
    lon: degrees('birth.lon', 180).optional(),
  })
  .superRefine((birth, context) => {
    if ((birth.lat === undefined) !== (birth.lon === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [birth.lat === undefined ? 'lat' : 'lon'],
        message: 'birth.lat and birth.lon go together',
      });
    }
  });

export const transitsRequestSchema = z
  .strictObject({
    birth: transitsBirthSchema,
    /** The window's first day, from 00:00 UTC. */
    from: isoDate('from'),
    days: z
      .number({ error: `days must be a whole number from 1 to ${MAX_PERSONAL_SKY_DAYS}` })
      .int(`days must be a whole number from 1 to ${MAX_PERSONAL_SKY_DAYS}`)
      .min(1, `days must be a whole number from 1 to ${MAX_PERSONAL_SKY_DAYS}`)
      .max(MAX_PERSONAL_SKY_DAYS, `days must be a whole number from 1 to ${MAX_PERSONAL_SKY_DAYS}`),
  })
  .superRefine((request, context) => {
    if (request.from < request.birth.date) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'from must not be before the birth date' });
    }
  });
export type TransitsRequest = z.infer<typeof transitsRequestSchema>;
