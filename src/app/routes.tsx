import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import {
  type AppPath,
  type RouteId,
  type RouteInfo,
  type TabRoute,
  routeList,
  routeTable,
  tabRoutes,
} from './paths';

/**
 * The pages that exist in this build. Each is `lazy()` so it ships as its own chunk. Register a
 * page here when its feature lands: the router, the side menu, the tab bar and the
 * available-paths context all follow from this one map.
 */
export const pages: Partial<Record<RouteId, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('@/features/home/home-page')),
  daily: lazy(() => import('@/features/horoscope/daily-page')),
  weekly: lazy(() => import('@/features/horoscope/weekly-page')),
  monthly: lazy(() => import('@/features/horoscope/monthly-page')),
  love: lazy(() => import('@/features/love/love-page')),
  cosmicCalendar: lazy(() => import('@/features/cosmic-calendar/cosmic-calendar-page')),
  birthChart: lazy(() => import('@/features/birth-chart/birth-chart-page')),
  advancedCharts: lazy(() => import('@/features/advanced-charts/advanced-charts-page')),
  tarot: lazy(() => import('@/features/tarot/tarot-page')),
  emotionalWellbeing: lazy(() => import('@/features/emotional-wellbeing/emotional-wellbeing-page')),
  luckyNumbers: lazy(() => import('@/features/lucky-numbers/lucky-numbers-page')),
  compatibility: lazy(() => import('@/features/compatibility/compatibility-page')),
  relationshipAnalysis: lazy(() => import('@/features/relationship-analysis/relationship-analysis-page')),
  careerFinance: lazy(() => import('@/features/career-finance/career-finance-page')),
  chat: lazy(() => import('@/features/chat/chat-page')),
  about: lazy(() => import('@/features/about/about-page')),
  sacredGeometry: lazy(() => import('@/features/sacred-geometry/sacred-geometry-page')),
  mysticalPersonality: lazy(() => import('@/features/mystical-personality/mystical-personality-page')),
  crystalScrying: lazy(() => import('@/features/crystal-scrying/crystal-scrying-page')),
  astroYoga: lazy(() => import('@/features/astro-yoga/astro-yoga-page')),
  cosmicDreamJournal: lazy(() => import('@/features/cosmic-dream-journal/cosmic-dream-journal-page')),
  dreamAstrologer: lazy(() => import('@/features/dream-astrologer/dream-astrologer-page')),
  profile: lazy(() => import('@/features/profile/profile-page')),
  learnAstrology: lazy(() => import('@/features/learn-astrology/learn-astrology-page')),
  mysticalLibrary: lazy(() => import('@/features/mystical-library/mystical-library-page')),
  handsReading: lazy(() => import('@/features/hands-reading/hands-reading-page')),
  zodiacDiet: lazy(() => import('@/features/zodiac-diet/zodiac-diet-page')),
  angelsCards: lazy(() => import('@/features/angels-cards/angels-cards-page')),
};

/** Registered routes in spec order; the side menu lists exactly these. */
export const availableRoutes: readonly RouteInfo[] = routeList.filter(
  (route) => pages[route.id] !== undefined,
);

export type AvailableTab = TabRoute & { path: AppPath };

/**
 * The tab bar shows only tabs whose page is registered. A tab must never lead a visitor to the
 * not-found page, and a greyed-out tab they cannot use is just noise; so Career, Love, Chat and
 * Profile appear on their own, in spec order, once their pages are added to `pages` above.
 */
export const availableTabs: readonly AvailableTab[] = tabRoutes
  .filter((tab) => pages[tab.id] !== undefined)
  .map((tab) => ({ ...tab, path: routeTable[tab.id].path }));

/** Paths of registered pages, handed to features through AvailablePathsContext. */
export const availablePaths: ReadonlySet<string> = new Set(availableRoutes.map((route) => route.path));
