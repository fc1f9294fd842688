import { birthMomentSchema } from '../../contract/birth-moment';
import { z } from '../../contract/zod-mini';
import { NATAL_POINT_IDS } from '../../sky/transits/natal-points';
import { TRANSITING_BODY_IDS, TRANSIT_ASPECT_IDS } from '../../sky/transits/transit-table';
import { findRequestedTransit } from './requested-transit';

/** What the page sends to name one transit of its timeline: its identity, never its figures. */
export const mySkyEventSchema = z.strictObject({
  kind: z.literal('transit'),
  body: z.enum(TRANSITING_BODY_IDS),
  target: z.enum(NATAL_POINT_IDS),
  aspect: z.enum(TRANSIT_ASPECT_IDS),
  exactAt: z.iso.datetime({ message: 'must be an ISO 8601 instant' }),
});
export type MySkyEvent = z.infer<typeof mySkyEventSchema>;

export const NO_SUCH_TRANSIT_MESSAGE =
  'is not a transit of this birth chart: no exact pass of that body, aspect and natal point falls at that time';

/**
 * A short reading of one transit in one person's chart: personal, so never cached. The server
 * recomputes the transit from the birth moment and refuses one that does not happen, so the
 * request can only ever ask about the real sky (the figures in the prompt are the server's own).
 */
export const mySkyRequestSchema = z
  .strictObject({
    feature: z.literal('my-sky'),
    person: birthMomentSchema,
    event: mySkyEventSchema,
  })
  .check(
    z.refine((request) => findRequestedTransit(request) !== undefined, {
      message: NO_SUCH_TRANSIT_MESSAGE,
      path: ['event'],
    }),
  );
export type MySkyRequest = z.infer<typeof mySkyRequestSchema>;
