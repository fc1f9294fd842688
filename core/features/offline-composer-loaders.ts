import type { FeatureId } from './feature-ids';
import type { ReadingRequest, RequestFor } from './reading-request';

/**
 * Each feature's offline composer on its own, for the browser: a page that composes readings
 * when the server cannot be reached loads its feature's sentence banks (and the sky code when it
 * needs it), not every feature's. the recipes (`reading-recipes.ts`, the server's table) import the same
 * modules, so the two cannot write different readings.
 */
export const offlineComposerLoaders = {
  horoscope: () => import('./horoscope/offline-reading'),
  'birth-chart': () => import('./birth-chart/offline-reading'),
  'advanced-chart': () => import('./advanced-chart/offline-reading'),
  'cosmic-calendar': () => import('./cosmic-calendar/offline-reading'),
  wellbeing: () => import('./wellbeing/offline-reading'),
  'lucky-numbers': () => import('./lucky-numbers/offline-reading'),
  numerology: () => import('./numerology/offline-reading'),
  compatibility: () => import('./compatibility/offline-reading'),
  'relationship-analysis': () => import('./relationship-analysis/offline-reading'),
  career: () => import('./career/offline-reading'),
  chat: () => import('./chat/offline-reading'),
  love: () => import('./love/offline-reading'),
  tarot: () => import('./tarot/offline-reading'),
  'sacred-geometry': () => import('./sacred-geometry/offline-reading'),
  'mystical-personality': () => import('./mystical-personality/offline-reading'),
  'crystal-scrying': () => import('./crystal-scrying/offline-reading'),
  'astro-yoga': () => import('./astro-yoga/offline-reading'),
  'dream-journal': () => import('./dream-journal/offline-reading'),
  'dream-oracle': () => import('./dream-oracle/offline-reading'),
  palmistry: () => import('./palmistry/offline-reading'),
  'zodiac-diet': () => import('./zodiac-diet/offline-reading'),
  angels: () => import('./angels/offline-reading'),
  'my-sky': () => import('./my-sky/offline-reading'),
} satisfies {
  [Feature in FeatureId]: () => Promise<{ composeOffline: (request: RequestFor<Feature>) => string }>;
};

type AnyComposer = (request: ReadingRequest) => string;

/** The composer for one feature, loaded on first use. */
export async function loadOfflineComposerFor(feature: FeatureId): Promise<AnyComposer> {
  // TypeScript cannot correlate the row with the feature across the union; widened once here.
  const { composeOffline } = await offlineComposerLoaders[feature]();
  return composeOffline as AnyComposer;
}
