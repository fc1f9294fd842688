/**
 * The typed path table (spec §2): every client route of Cosmic Guide, in the order the spec
 * lists them. It drives the router, the side menu, the tab bar and document titles, so a
 * route cannot exist in one place and be missing from another.
 */
export const ROUTE_IDS = [
  'home',
  'daily',
  'weekly',
  'monthly',
  'love',
  'compatibility',
  'relationshipAnalysis',
  'birthChart',
  'advancedCharts',
  'cosmicCalendar',
  'tarot',
  'luckyNumbers',
  'careerFinance',
  'emotionalWellbeing',
  'learnAstrology',
  'chat',
  'about',
  'sacredGeometry',
  'mysticalPersonality',
  'crystalScrying',
  'astroYoga',
  'cosmicDreamJournal',
  'dreamAstrologer',
  'mysticalLibrary',
  'zodiacDiet',
  'profile',
  'handsReading',
  'angelsCards',
  'mySky',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

export const PATHS = {
  home: '/',
  daily: '/daily',
  weekly: '/weekly',
  monthly: '/monthly',
  love: '/love',
  compatibility: '/compatibility',
  relationshipAnalysis: '/relationship-analysis',
  birthChart: '/birth-chart',
  advancedCharts: '/advanced-charts',
  cosmicCalendar: '/cosmic-calendar',
  tarot: '/tarot',
  luckyNumbers: '/lucky-numbers',
  careerFinance: '/career-finance',
  emotionalWellbeing: '/emotional-wellbeing',
  learnAstrology: '/learn-astrology',
  chat: '/chat',
  about: '/about',
  sacredGeometry: '/sacred-geometry',
  mysticalPersonality: '/mystical-personality',
  crystalScrying: '/crystal-scrying',
  astroYoga: '/astro-yoga',
  cosmicDreamJournal: '/cosmic-dream-journal',
  dreamAstrologer: '/dream-astrologer',
  mysticalLibrary: '/mystical-library',
  zodiacDiet: '/zodiac-diet',
  profile: '/profile',
  handsReading: '/hands-reading',
  angelsCards: '/angels-cards',
  mySky: '/my-sky',
} as const satisfies Record<RouteId, `/${string}`>;
export type AppPath = (typeof PATHS)[RouteId];

export interface RouteInfo {
  id: RouteId;
  path: AppPath;
  /** Page title as shown in menus and in the document title. */
  title: string;
  /** One line for the side menu. */
  description: string;
  emoji: string;
}

type RouteText = Omit<RouteInfo, 'id' | 'path'>;

const routeTexts = {
  home: { title: 'Home', emoji: '🏠', description: 'Your guide, today’s energy and a quick reading' },
  daily: { title: 'Daily Horoscope', emoji: '☀️', description: 'What today’s sky holds for your sign' },
  weekly: {
    title: 'Weekly Horoscope',
    emoji: '📅',
    description: 'The shape of your week, Sunday to Saturday',
  },
  monthly: {
    title: 'Monthly Horoscope',
    emoji: '🌙',
    description: 'Themes and turning points for the month ahead',
  },
  love: { title: 'Love', emoji: '💖', description: 'Romance, relationships and care for yourself' },
  compatibility: { title: 'Compatibility', emoji: '💞', description: 'How two signs meet, spark and settle' },
  relationshipAnalysis: {
    title: 'Relationship Analysis',
    emoji: '🔮',
    description: 'Ten deeper looks at a bond between signs',
  },
  birthChart: { title: 'Birth Chart', emoji: '🌌', description: 'The sky at the moment you arrived' },
  advancedCharts: {
    title: 'Advanced Charts',
    emoji: '🧭',
    description: 'Synastry, returns, relocation and more',
  },
  cosmicCalendar: {
    title: 'Cosmic Calendar',
    emoji: '🗓️',
    description: 'Moons, transits and sky events in the coming weeks',
  },
  tarot: { title: 'Tarot', emoji: '🃏', description: 'Draw from the major arcana and read the spread' },
  luckyNumbers: {
    title: 'Lucky Numbers & Numerology',
    emoji: '🍀',
    description: 'Your power numbers and picks for the draw',
  },
  careerFinance: {
    title: 'Career, Finance & Life Purpose',
    emoji: '💼',
    description: 'Work, money and the path that fits you',
  },
  emotionalWellbeing: {
    title: 'Emotional Well-being',
    emoji: '🕊️',
    description: 'Gentle guidance for mind, body and spirit',
  },
  learnAstrology: {
    title: 'Learn Astrology',
    emoji: '📚',
    description: 'Ten short lessons from basics to chart reading',
  },
  chat: {
    title: 'Astrologer Chat',
    emoji: '💬',
    description: 'Talk things through with an astrologer guide',
  },
  about: { title: 'About', emoji: '✨', description: 'Why we built Cosmic Guide and how we treat your data' },
  sacredGeometry: {
    title: 'Sacred Geometry',
    emoji: '🔯',
    description: 'Ancient patterns and what they say to you',
  },
  mysticalPersonality: {
    title: 'Mystical Personality',
    emoji: '🧙',
    description: 'Meet the archetype that walks with your sign',
  },
  crystalScrying: {
    title: 'Crystal Scrying',
    emoji: '💎',
    description: 'Choose a crystal and look for a vision',
  },
  astroYoga: { title: 'Astro-Yoga', emoji: '🧘', description: 'Poses matched to the elements of the zodiac' },
  cosmicDreamJournal: {
    title: 'Cosmic Dream Journal',
    emoji: '📓',
    description: 'Write down a dream and explore its meaning',
  },
  dreamAstrologer: {
    title: 'Divine Dream Oracle',
    emoji: '💤',
    description: 'Symbols, archetypes and the sky behind your dreams',
  },
  mysticalLibrary: {
    title: 'Mystical Library',
    emoji: '📜',
    description: 'A searchable shelf of books to download',
  },
  zodiacDiet: { title: 'Zodiac Diet', emoji: '🥗', description: 'Food ideas that suit your sign' },
  profile: {
    title: 'Cosmic Profile',
    emoji: '👤',
    description: 'Your name, birth details and focus, kept on this device',
  },
  handsReading: {
    title: 'Sacred Palmistry',
    emoji: '✋',
    description: 'The lines and mounts of the hand, by sign',
  },
  angelsCards: {
    title: 'Angels Cards',
    emoji: '👼',
    description: 'Draw angel cards for comfort and direction',
  },
  mySky: {
    title: 'My Sky',
    emoji: '🪐',
    description: 'Your own transits on a 90-day timeline',
  },
} as const satisfies Record<RouteId, RouteText>;

export const routeTable: Readonly<Record<RouteId, RouteInfo>> = Object.fromEntries(
  ROUTE_IDS.map((id) => [id, { id, path: PATHS[id], ...routeTexts[id] }]),
) as Record<RouteId, RouteInfo>;

/** Every route in spec order. */
export const routeList: readonly RouteInfo[] = ROUTE_IDS.map((id) => routeTable[id]);

export interface TabRoute {
  id: RouteId;
  /** Short label that fits a 390 px wide bar of six. */
  label: string;
  emoji: string;
}

/** The six mobile tabs of spec §2, in order. */
export const tabRoutes: readonly TabRoute[] = [
  { id: 'home', label: 'Home', emoji: '🏠' },
  { id: 'daily', label: 'Daily', emoji: '☀️' },
  { id: 'careerFinance', label: 'Career', emoji: '💼' },
  { id: 'love', label: 'Love', emoji: '💖' },
  { id: 'chat', label: 'Chat', emoji: '💬' },
  { id: 'profile', label: 'Profile', emoji: '👤' },
];

export const APP_NAME = 'Cosmic Guide';

/** "Daily Horoscope · Cosmic Guide"; the home page leads with the app name instead. */
export function documentTitleFor(id: RouteId): string {
  return id === 'home'
    ? `${APP_NAME} · Your personal astrology guide`
    : `${routeTable[id].title} · ${APP_NAME}`;
}
