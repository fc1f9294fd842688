import { z } from '../contract/zod-mini';
import { advancedChartRequestSchema } from './advanced-chart/advanced-chart-request';
import { birthChartRequestSchema } from './birth-chart/birth-chart-request';
import { compatibilityRequestSchema } from './compatibility/compatibility-request';
import { careerRequestSchema } from './career/career-request';
import { chatRequestSchema } from './chat/chat-request';
import { cosmicCalendarRequestSchema } from './cosmic-calendar/cosmic-calendar-request';
import type { FeatureId } from './feature-ids';
import { horoscopeRequestSchema } from './horoscope/horoscope-request';
import { wellbeingRequestSchema } from './wellbeing/wellbeing-request';
import { luckyNumbersRequestSchema } from './lucky-numbers/lucky-numbers-request';
import { numerologyRequestSchema } from './numerology/numerology-request';
import { relationshipAnalysisRequestSchema } from './relationship-analysis/relationship-analysis-request';
import { loveRequestSchema } from './love/love-request';
import { tarotRequestSchema } from './tarot/tarot-request';
import { sacredGeometryRequestSchema } from './sacred-geometry/sacred-geometry-request';
import { mysticalPersonalityRequestSchema } from './mystical-personality/mystical-personality-request';
import { crystalScryingRequestSchema } from './crystal-scrying/crystal-scrying-request';
import { astroYogaRequestSchema } from './astro-yoga/astro-yoga-request';
import { dreamJournalRequestSchema } from './dream-journal/dream-journal-request';
import { dreamOracleRequestSchema } from './dream-oracle/dream-oracle-request';
import { palmistryRequestSchema } from './palmistry/palmistry-request';
import { zodiacDietRequestSchema } from './zodiac-diet/zodiac-diet-request';
import { angelsRequestSchema } from './angels/angels-request';
import { mySkyRequestSchema } from './my-sky/my-sky-request';

/**
 * The body of `POST /api/readings`: one structured request variant per feature, told apart by
 * `feature`. The client sends ids and bounded fields; the server alone turns them into a prompt,
 * so the endpoint can never be used as an open proxy for arbitrary prompts.
 */
export const readingRequestSchema = z.discriminatedUnion('feature', [
  horoscopeRequestSchema,
  birthChartRequestSchema,
  advancedChartRequestSchema,
  cosmicCalendarRequestSchema,
  wellbeingRequestSchema,
  luckyNumbersRequestSchema,
  numerologyRequestSchema,
  compatibilityRequestSchema,
  relationshipAnalysisRequestSchema,
  careerRequestSchema,
  chatRequestSchema,
  loveRequestSchema,
  tarotRequestSchema,
  sacredGeometryRequestSchema,
  mysticalPersonalityRequestSchema,
  crystalScryingRequestSchema,
  astroYogaRequestSchema,
  dreamJournalRequestSchema,
  dreamOracleRequestSchema,
  palmistryRequestSchema,
  zodiacDietRequestSchema,
  angelsRequestSchema,
  mySkyRequestSchema,
]);
export type ReadingRequest = z.infer<typeof readingRequestSchema>;

/** The request variant of one feature. */
export type RequestFor<Feature extends FeatureId> = Extract<ReadingRequest, { feature: Feature }>;

// A feature id without a schema above (or a schema whose id is not listed) fails to compile here.
type SameIds = [FeatureId] extends [ReadingRequest['feature']]
  ? [ReadingRequest['feature']] extends [FeatureId]
    ? true
    : false
  : false;
export const everyFeatureHasARequestSchema: SameIds = true;
