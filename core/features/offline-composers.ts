import { composeOffline as horoscope } from './horoscope/offline-reading';
import { composeOffline as birthChart } from './birth-chart/offline-reading';
import { composeOffline as advancedChart } from './advanced-chart/offline-reading';
import { composeOffline as cosmicCalendar } from './cosmic-calendar/offline-reading';
import { composeOffline as wellbeing } from './wellbeing/offline-reading';
import { composeOffline as luckyNumbers } from './lucky-numbers/offline-reading';
import { composeOffline as numerology } from './numerology/offline-reading';
import { composeOffline as compatibility } from './compatibility/offline-reading';
import { composeOffline as relationshipAnalysis } from './relationship-analysis/offline-reading';
import { composeOffline as career } from './career/offline-reading';
import { composeOffline as chat } from './chat/offline-reading';
import { composeOffline as love } from './love/offline-reading';
import { composeOffline as tarot } from './tarot/offline-reading';
import { composeOffline as sacredGeometry } from './sacred-geometry/offline-reading';
import { composeOffline as mysticalPersonality } from './mystical-personality/offline-reading';
import { composeOffline as crystalScrying } from './crystal-scrying/offline-reading';
import { composeOffline as astroYoga } from './astro-yoga/offline-reading';
import { composeOffline as dreamJournal } from './dream-journal/offline-reading';
import { composeOffline as dreamOracle } from './dream-oracle/offline-reading';
import { composeOffline as palmistry } from './palmistry/offline-reading';
import { composeOffline as zodiacDiet } from './zodiac-diet/offline-reading';
import { composeOffline as angels } from './angels/offline-reading';
import type { FeatureId } from './feature-ids';
import type { ReadingRequest, RequestFor } from './reading-request';

/**
 * The offline composer for every feature, as markdown: what the server answers without a
 * provider key, and what the browser writes itself when the server cannot be reached. Each row
 * lives in its feature's `offline-reading.ts`, so the browser can load one feature's composer
 * alone (`offline-composer-loaders.ts`).
 */
export const offlineComposers = {
  horoscope,
  'birth-chart': birthChart,
  'advanced-chart': advancedChart,
  'cosmic-calendar': cosmicCalendar,
  wellbeing,
  'lucky-numbers': luckyNumbers,
  numerology,
  compatibility,
  'relationship-analysis': relationshipAnalysis,
  career,
  chat,
  love,
  tarot,
  'sacred-geometry': sacredGeometry,
  'mystical-personality': mysticalPersonality,
  'crystal-scrying': crystalScrying,
  'astro-yoga': astroYoga,
  'dream-journal': dreamJournal,
  'dream-oracle': dreamOracle,
  palmistry,
  'zodiac-diet': zodiacDiet,
  angels,
} satisfies { [Feature in FeatureId]: (request: RequestFor<Feature>) => string };

/** TypeScript cannot correlate the table row with the request across the union; widened once here. */
export const composeReading = (request: ReadingRequest): string =>
  (offlineComposers[request.feature] as (request: ReadingRequest) => string)(request);
