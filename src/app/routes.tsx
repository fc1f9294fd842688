import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
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
  home: lazyPage('home', () => import('@/features/home/home-page')),
  daily: lazyPage('daily', () => import('@/features/horoscope/daily-page')),
  weekly: lazyPage('weekly', () => import('@/features/horoscope/weekly-page')),
  monthly: lazyPage('monthly', () => import('@/features/horoscope/monthly-page')),
  love: lazyPage('love', () => import('@/features/love/love-page')),
  cosmicCalendar: lazyPage('cosmicCalendar', () => import('@/features/cosmic-calendar/cosmic-calendar-page')),
  birthChart: lazyPage('birthChart', () => import('@/features/birth-chart/birth-chart-page')),
  advancedCharts: lazyPage('advancedCharts', () => import('@/features/advanced-chart/advanced-chart-page')),
  tarot: lazyPage('tarot', () => import('@/features/tarot/tarot-page')),
  emotionalWellbeing: lazyPage('emotionalWellbeing', () => import('@/features/wellbeing/wellbeing-page')),
  luckyNumbers: lazyPage('luckyNumbers', () => import('@/features/lucky-numbers/lucky-numbers-page')),
  compatibility: lazyPage('compatibility', () => import('@/features/compatibility/compatibility-page')),
  relationshipAnalysis: lazyPage(
    'relationshipAnalysis',
    () => import('@/features/relationship-analysis/relationship-analysis-page'),
  ),
  careerFinance: lazyPage('careerFinance', () => import('@/features/career/career-page')),
  chat: lazyPage('chat', () => import('@/features/chat/chat-page')),
  about: lazyPage('about', () => import('@/features/about/about-page')),
  sacredGeometry: lazyPage('sacredGeometry', () => import('@/features/sacred-geometry/sacred-geometry-page')),
  mysticalPersonality: lazyPage(
    'mysticalPersonality',
    () => import('@/features/mystical-personality/mystical-personality-page'),
  ),
  crystalScrying: lazyPage('crystalScrying', () => import('@/features/crystal-scrying/crystal-scrying-page')),
  astroYoga: lazyPage('astroYoga', () => import('@/features/astro-yoga/astro-yoga-page')),
  cosmicDreamJournal: lazyPage(
    'cosmicDreamJournal',
    () => import('@/features/dream-journal/dream-journal-page'),
  ),
  dreamAstrologer: lazyPage('dreamAstrologer', () => import('@/features/dream-oracle/dream-oracle-page')),
  profile: lazyPage('profile', () => import('@/features/profile/profile-page')),
  learnAstrology: lazyPage('learnAstrology', () => import('@/features/learn-astrology/learn-astrology-page')),
  mysticalLibrary: lazyPage(
    'mysticalLibrary',
    () => import('@/features/mystical-library/mystical-library-page'),
  ),
  handsReading: lazyPage('handsReading', () => import('@/features/palmistry/palmistry-page')),
  zodiacDiet: lazyPage('zodiacDiet', () => import('@/features/zodiac-diet/zodiac-diet-page')),
  angelsCards: lazyPage('angelsCards', () => import('@/features/angels/angels-page')),
  mySky: lazyPage('mySky', () => import('@/features/my-sky/my-sky-page')),
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
