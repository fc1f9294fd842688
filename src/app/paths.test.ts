import { describe, expect, it } from 'vitest';
import { PATHS, ROUTE_IDS, documentTitleFor, routeList, routeTable, tabRoutes } from './paths';

/** Spec §2 route list, copied verbatim and in order, then the pages issues added (28: My Sky). */
const SPEC_ROUTES = [
  '/',
  '/daily',
  '/weekly',
  '/monthly',
  '/love',
  '/compatibility',
  '/relationship-analysis',
  '/birth-chart',
  '/advanced-charts',
  '/cosmic-calendar',
  '/tarot',
  '/lucky-numbers',
  '/career-finance',
  '/emotional-wellbeing',
  '/learn-astrology',
  '/chat',
  '/about',
  '/sacred-geometry',
  '/mystical-personality',
  '/crystal-scrying',
  '/astro-yoga',
  '/cosmic-dream-journal',
  '/dream-astrologer',
  '/mystical-library',
  '/zodiac-diet',
  '/profile',
  '/hands-reading',
  '/angels-cards',
  '/my-sky',
];

describe('path table', () => {
  it('holds the 28 routes of the spec in spec order, then My Sky', () => {
    expect(ROUTE_IDS).toHaveLength(29);
    expect(routeList.map((route) => route.path)).toEqual(SPEC_ROUTES);
  });

  it('has no duplicate ids or paths, and each entry knows its own id and path', () => {
    expect(new Set(ROUTE_IDS).size).toBe(ROUTE_IDS.length);
    expect(new Set(Object.values(PATHS)).size).toBe(ROUTE_IDS.length);
    for (const id of ROUTE_IDS) {
      expect(routeTable[id].id, `entry for ${id}`).toBe(id);
      expect(routeTable[id].path, `path of ${id}`).toBe(PATHS[id]);
    }
  });

  it('gives every route a title, an emoji and a one-line description for the side menu', () => {
    for (const route of routeList) {
      expect(route.title.trim(), `title of ${route.id}`).not.toBe('');
      expect(route.emoji.trim(), `emoji of ${route.id}`).not.toBe('');
      expect(route.description.length, `description of ${route.id}`).toBeGreaterThan(10);
      expect(
        route.description.length,
        `description of ${route.id} fits one menu line pair`,
      ).toBeLessThanOrEqual(60);
    }
  });

  it('defines the six tabs of the spec in order: Home, Daily, Career, Love, Chat, Profile', () => {
    expect(tabRoutes.map((tab) => tab.label)).toEqual(['Home', 'Daily', 'Career', 'Love', 'Chat', 'Profile']);
    expect(tabRoutes.map((tab) => PATHS[tab.id])).toEqual([
      '/',
      '/daily',
      '/career-finance',
      '/love',
      '/chat',
      '/profile',
    ]);
  });

  it('builds document titles as "Page · Cosmic Guide"', () => {
    expect(documentTitleFor('daily')).toBe('Daily Horoscope · Cosmic Guide');
    expect(documentTitleFor('careerFinance')).toBe('Career, Finance & Life Purpose · Cosmic Guide');
    expect(documentTitleFor('home').startsWith('Cosmic Guide')).toBe(true);
  });
});
