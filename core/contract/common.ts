import { SIGN_IDS } from '../content/signs';
import { isIsoDate } from '../time/calendar-date';
import { z } from './zod-mini';

export const isoDateSchema = z
  .string()
  .check(z.refine(isIsoDate, { message: 'must be a calendar date written YYYY-MM-DD' }));

export const signIdSchema = z.enum(SIGN_IDS, { message: `must be one of: ${SIGN_IDS.join(', ')}` });

/** The horoscope periods; other features (career tiles) name their period with the same words. */
export const PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];
