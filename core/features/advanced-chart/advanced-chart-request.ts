import { birthMomentSchema, birthPlaceSchema } from '../../contract/birth-moment';
import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { zodiacChoiceSchema } from '../../contract/zodiac-choice';
import { HOUSE_SYSTEM_IDS } from '../../sky/house-systems';
import { chartReferenceInstant, needsBirthBeforeToday } from '../../sky/advanced/chart-type-ids';
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
    /** Absent: Placidus, as the page has always read them. */
    houseSystem: z.optional(z.enum(HOUSE_SYSTEM_IDS)),
    /** Absent: tropical. */
    zodiac: z.optional(zodiacChoiceSchema),
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
    z.refine(
      (request) =>
        !needsBirthBeforeToday(request.chartType) ||
        Date.parse(request.person.utc) <= chartReferenceInstant(request.date).getTime(),
      {
        message: `must come before noon UTC of the request's date: this chart counts forward from birth`,
        path: ['person', 'utc'],
      },
    ),
  );
export type AdvancedChartRequest = z.infer<typeof advancedChartRequestSchema>;
