import { type Sign, signs } from '../content/signs';
import type { Profile } from './profile';

/**
 * The profile's defaults and plain questions about it, without its schema. The browser's first
 * visit needs only these (there is no stored profile to validate yet), so they load without zod;
 * `profile.ts` holds the schema and the rules that validate, and re-exports these.
 */

/** A first visit's profile (spec §3 defaults); `profile.test.ts` checks it equals the schema's. */
export function defaultProfile(now: Date = new Date()): Profile {
  return {
    name: '',
    zodiacSign: null,
    birthDate: '',
    birthTime: '',
    birthPlace: '',
    birthLocation: null,
    preferredReadingTypes: [],
    favoriteAstrologer: '',
    notificationPreferences: {
      dailyHoroscope: true,
      weeklyForecast: true,
      cosmicEvents: true,
      loveInsights: true,
    },
    lastVisited: now.toISOString(),
    totalReadings: 0,
    favoriteFeatures: [],
    chatHistory: [],
    personalityArchetype: '',
    spiritualGoals: [],
    currentFocus: '',
    soundEnabled: true,
    theme: 'cosmic',
    language: 'en',
    chartZodiac: { zodiac: 'tropical' },
    chartHouseSystem: 'placidus',
  };
}

/** Spec §4: complete when name, sign and birth date are all set. */
export function isProfileComplete(profile: Profile): boolean {
  return profile.name.trim() !== '' && profile.zodiacSign !== null && profile.birthDate !== '';
}

export function profileSign(profile: Profile): Sign | null {
  return profile.zodiacSign === null ? null : signs[profile.zodiacSign];
}
