import type { FeatureApiCases } from '@core/testing/feature-api-cases';
import type { FeatureId } from './feature-ids';
import { advancedChartApiCases } from './advanced-chart/advanced-chart.api-cases';
import { angelsApiCases } from './angels/angels.api-cases';
import { astroYogaApiCases } from './astro-yoga/astro-yoga.api-cases';
import { birthChartApiCases } from './birth-chart/birth-chart.api-cases';
import { careerApiCases } from './career/career.api-cases';
import { chatApiCases } from './chat/chat.api-cases';
import { compatibilityApiCases } from './compatibility/compatibility.api-cases';
import { cosmicCalendarApiCases } from './cosmic-calendar/cosmic-calendar.api-cases';
import { crystalScryingApiCases } from './crystal-scrying/crystal-scrying.api-cases';
import { dreamJournalApiCases } from './dream-journal/dream-journal.api-cases';
import { dreamOracleApiCases } from './dream-oracle/dream-oracle.api-cases';
import { horoscopeApiCases } from './horoscope/horoscope.api-cases';
import { loveApiCases } from './love/love.api-cases';
import { luckyNumbersApiCases } from './lucky-numbers/lucky-numbers.api-cases';
import { mysticalPersonalityApiCases } from './mystical-personality/mystical-personality.api-cases';
import { numerologyApiCases } from './numerology/numerology.api-cases';
import { palmistryApiCases } from './palmistry/palmistry.api-cases';
import { relationshipAnalysisApiCases } from './relationship-analysis/relationship-analysis.api-cases';
import { sacredGeometryApiCases } from './sacred-geometry/sacred-geometry.api-cases';
import { tarotApiCases } from './tarot/tarot.api-cases';
import { wellbeingApiCases } from './wellbeing/wellbeing.api-cases';
import { zodiacDietApiCases } from './zodiac-diet/zodiac-diet.api-cases';
import { mySkyApiCases } from './my-sky/my-sky.api-cases';

/**
 * Every feature's API cases, one line each (a feature without them fails to compile): the
 * sample requests, invalid bodies, prompt contents, fallbacks and cache keys that the server's
 * table-driven API tests (`server/routes/readings-*.test.ts`) and the fuzzer read. Each feature
 * writes its own in `<id>/<id>.api-cases.ts`; the server reaches them only through this table.
 */
export const featureApiCases = {
  horoscope: horoscopeApiCases,
  'birth-chart': birthChartApiCases,
  'advanced-chart': advancedChartApiCases,
  'cosmic-calendar': cosmicCalendarApiCases,
  wellbeing: wellbeingApiCases,
  'lucky-numbers': luckyNumbersApiCases,
  numerology: numerologyApiCases,
  compatibility: compatibilityApiCases,
  'relationship-analysis': relationshipAnalysisApiCases,
  career: careerApiCases,
  chat: chatApiCases,
  love: loveApiCases,
  tarot: tarotApiCases,
  'sacred-geometry': sacredGeometryApiCases,
  'mystical-personality': mysticalPersonalityApiCases,
  'crystal-scrying': crystalScryingApiCases,
  'astro-yoga': astroYogaApiCases,
  'dream-journal': dreamJournalApiCases,
  'dream-oracle': dreamOracleApiCases,
  palmistry: palmistryApiCases,
  'zodiac-diet': zodiacDietApiCases,
  angels: angelsApiCases,
  'my-sky': mySkyApiCases,
} as const satisfies { [Feature in FeatureId]: FeatureApiCases<Feature> };

/** One feature's cases, widened for tables that go through every feature. */
export type AnyFeatureApiCases = FeatureApiCases<FeatureId>;

/** Every feature with its cases, in the order of `FEATURE_IDS`, for `describe.each` and `it.each`. */
export const everyFeatureApiCases = (): [FeatureId, AnyFeatureApiCases][] =>
  Object.entries(featureApiCases) as [FeatureId, AnyFeatureApiCases][];
