import { birthMomentSchema, birthPlaceSchema } from '../../contract/birth-moment';
import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { CHART_TYPE_IDS, CHART_TYPES } from './chart-types';

/** One of the ten Advanced Charts (tool spec §2–5); two-person charts need the partner. */
export const advancedChartRequestSchema = z
  .strictObject({
    feature: z.literal('advanced-chart'),
    chartType: z.enum(CHART_TYPE_IDS, { message: `must be one of: ${CHART_TYPE_IDS.join(', ')}` }),
    firstSign: signIdSchema,
    secondSign: z.optional(signIdSchema),
    person: birthMomentSchema,
    partner: z.optional(birthMomentSchema),
    targetLocation: z.optional(birthPlaceSchema),
    /** The visitor's local date: progressions and returns are computed for it. */
    date: isoDateSchema,
  })
  .check(
    z.refine((request) => !CHART_TYPES[request.chartType].requiresTwoSigns || request.partner !== undefined, {
      message: 'is required for relationship charts',
      path: ['partner'],
    }),
    z.refine((request) => request.chartType !== 'relocation' || request.targetLocation !== undefined, {
      message: 'is required for a relocation chart',
      path: ['targetLocation'],
    }),
  );
export type AdvancedChartRequest = z.infer<typeof advancedChartRequestSchema>;
