import { PERSON_NAME_MAX_LENGTH } from '../../contract/birth-text-limits';
import { EARLIEST_NUMEROLOGY_BIRTH_DATE } from './numerology-limits';
import { isoDateSchema, signIdSchema } from '../../contract/common';
import { freeTextSchema } from '../../contract/free-text';
import { z } from '../../contract/zod-mini';

/** Earliest birth date the reading accepts: anyone alive now was born after it. */
export { EARLIEST_NUMEROLOGY_BIRTH_DATE };

/**
 * A personal numerology reading: the numbers come from the visitor's name and birth date, so
 * it is personal and never cached. `date` is the visitor's today, for the sky the reading
 * names.
 */
export const numerologyRequestSchema = z
  .strictObject({
    feature: z.literal('numerology'),
    sign: signIdSchema,
    name: freeTextSchema(PERSON_NAME_MAX_LENGTH, 'is required'),
    birthDate: isoDateSchema,
    date: isoDateSchema,
  })
  .check(
    z.refine(
      (request) => request.birthDate >= EARLIEST_NUMEROLOGY_BIRTH_DATE && request.birthDate <= request.date,
      {
        message: `must fall between ${EARLIEST_NUMEROLOGY_BIRTH_DATE} and today`,
        path: ['birthDate'],
      },
    ),
  );
export type NumerologyRequest = z.infer<typeof numerologyRequestSchema>;
