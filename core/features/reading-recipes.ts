import type { FeatureId } from '@core/features/feature-ids';
import type { ReadingRequest, RequestFor } from '@core/features/reading-request';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { advancedChartRecipe } from './advanced-chart/advanced-chart-recipe';
import { birthChartRecipe } from './birth-chart/birth-chart-recipe';
import { compatibilityRecipe } from './compatibility/compatibility-recipe';
import { careerRecipe } from './career/career-recipe';
import { chatRecipe } from './chat/chat-recipe';
import { cosmicCalendarRecipe } from './cosmic-calendar/cosmic-calendar-recipe';
import { horoscopeRecipe } from './horoscope/horoscope-recipe';
import { wellbeingRecipe } from './wellbeing/wellbeing-recipe';
import { luckyNumbersRecipe } from './lucky-numbers/lucky-numbers-recipe';
import { numerologyRecipe } from './numerology/numerology-recipe';
import { relationshipAnalysisRecipe } from './relationship-analysis/relationship-analysis-recipe';
import { loveRecipe } from './love/love-recipe';
import { tarotRecipe } from './tarot/tarot-recipe';
import { sacredGeometryRecipe } from './sacred-geometry/sacred-geometry-recipe';
import { mysticalPersonalityRecipe } from './mystical-personality/mystical-personality-recipe';
import { crystalScryingRecipe } from './crystal-scrying/crystal-scrying-recipe';
import { astroYogaRecipe } from './astro-yoga/astro-yoga-recipe';
import { dreamJournalRecipe } from './dream-journal/dream-journal-recipe';
import { dreamOracleRecipe } from './dream-oracle/dream-oracle-recipe';
import { palmistryRecipe } from './palmistry/palmistry-recipe';
import { zodiacDietRecipe } from './zodiac-diet/zodiac-diet-recipe';
import { angelsRecipe } from './angels/angels-recipe';
import { mySkyRecipe } from './my-sky/my-sky-recipe';

/**
 * Every feature's recipe, one line each (a feature without one fails to compile): its routing
 * row, prompt, offline composer and cache key. The server's reading service is the only reader;
 * the browser never imports a recipe (lint zone), it loads composers alone.
 */
export const readingRecipes = {
  horoscope: horoscopeRecipe,
  'birth-chart': birthChartRecipe,
  'advanced-chart': advancedChartRecipe,
  'cosmic-calendar': cosmicCalendarRecipe,
  wellbeing: wellbeingRecipe,
  'lucky-numbers': luckyNumbersRecipe,
  numerology: numerologyRecipe,
  compatibility: compatibilityRecipe,
  'relationship-analysis': relationshipAnalysisRecipe,
  career: careerRecipe,
  chat: chatRecipe,
  love: loveRecipe,
  tarot: tarotRecipe,
  'sacred-geometry': sacredGeometryRecipe,
  'mystical-personality': mysticalPersonalityRecipe,
  'crystal-scrying': crystalScryingRecipe,
  'astro-yoga': astroYogaRecipe,
  'dream-journal': dreamJournalRecipe,
  'dream-oracle': dreamOracleRecipe,
  palmistry: palmistryRecipe,
  'zodiac-diet': zodiacDietRecipe,
  angels: angelsRecipe,
  'my-sky': mySkyRecipe,
} as const satisfies { [Feature in FeatureId]: ReadingRecipe<RequestFor<Feature>> };

/**
 * TypeScript cannot correlate `readingRecipes[request.feature]` with `request` across a union,
 * so the lookup is widened here once; the mapped type above keeps each row honest.
 */
export const recipeFor = (request: ReadingRequest): ReadingRecipe<ReadingRequest> =>
  readingRecipes[request.feature] as ReadingRecipe<ReadingRequest>;

/**
 * The reading the offline composer writes for a request: what the server answers without a
 * provider key. The browser loads the same `offline-reading.ts` modules one at a time
 * (`offline-composer-loaders.ts`), so the two cannot write different readings.
 */
export const composeReading = (request: ReadingRequest): string => recipeFor(request).composeOffline(request);
