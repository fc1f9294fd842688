import { describe, expect, it } from 'vitest';
import { type Profile, defaultProfile } from './profile';
import {
  MAX_PROFILE_FILE_BYTES,
  PROFILE_FILE_KIND,
  profileFileName,
  profileFileSizeProblem,
  profileFileText,
  readProfileFile,
} from './profile-file';

const EXPORTED = new Date('2026-11-20T09:00:00.000Z');
const IMPORTED = new Date('2026-11-24T10:00:00.000Z');

const ana: Profile = {
  ...defaultProfile(EXPORTED),
  name: 'Ana Sousa',
  zodiacSign: 'aries',
  birthDate: '1990-04-02',
  birthTime: '06:15',
  birthPlace: 'Lisbon, Portugal',
  birthLocation: { label: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.14, timeZone: 'Europe/Lisbon' },
  currentFocus: 'Creative expression',
  spiritualGoals: ['Manifestation and abundance'],
  totalReadings: 9,
  personalityArchetype: 'cosmic-warrior',
  chatHistory: [{ id: 'm1', text: 'Hello', isUser: true, timestamp: EXPORTED.toISOString() }],
  soundEnabled: false,
};

const fileWith = (profile: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    kind: PROFILE_FILE_KIND,
    version: 1,
    exportedAt: EXPORTED.toISOString(),
    profile,
    ...extra,
  });

describe('profile file', () => {
  it('round-trips every field, stamped as visited on import', () => {
    const reading = readProfileFile(profileFileText(ana, EXPORTED), IMPORTED);
    expect(reading).toEqual({ ok: true, profile: { ...ana, lastVisited: IMPORTED.toISOString() } });
  });

  it('says what it is and when it was made', () => {
    const file = JSON.parse(profileFileText(ana, EXPORTED)) as Record<string, unknown>;
    expect(file).toMatchObject({ kind: PROFILE_FILE_KIND, version: 1, exportedAt: EXPORTED.toISOString() });
  });

  it('fills fields an older export lacks with their defaults', () => {
    const reading = readProfileFile(fileWith({ name: 'Bea' }), IMPORTED);
    expect(reading).toEqual({ ok: true, profile: { ...defaultProfile(IMPORTED), name: 'Bea' } });
  });

  it('drops a typing placeholder and a location that names another place', () => {
    const reading = readProfileFile(
      fileWith({
        ...ana,
        birthPlace: 'Porto, Portugal',
        chatHistory: [...ana.chatHistory, { ...ana.chatHistory[0], id: 'm2', isTyping: true }],
      }),
      IMPORTED,
    );
    expect(reading.ok && reading.profile.birthLocation).toBeNull();
    expect(reading.ok && reading.profile.chatHistory.map((message) => message.id)).toEqual(['m1']);
  });

  it.each([
    ['text that is not JSON', 'name: Ana', /not a JSON file/],
    ['an empty file', '', /empty/],
    ['a JSON array', '[1, 2]', /not a profile exported from Cosmic Guide/],
    [
      'JSON from elsewhere',
      '{"name": "Ana", "zodiacSign": "aries"}',
      /not a profile exported from Cosmic Guide/,
    ],
    ['a profile that is not an object', fileWith('Ana'), /not a profile exported/],
    ['a newer version', fileWith(ana, { version: 2 }), /version 2/],
    ['a sign that does not exist', fileWith({ ...ana, zodiacSign: 'ophiuchus' }), /zodiacSign/],
    [
      'a bad date and a negative count',
      fileWith({ ...ana, birthDate: '1990-02-30', totalReadings: -3 }),
      /birthDate, totalReadings/,
    ],
    [
      'a zone that does not exist',
      fileWith({ ...ana, birthLocation: { ...ana.birthLocation, timeZone: 'Nowhere' } }),
      /birthLocation/,
    ],
  ])('refuses %s with a clear message', (_label, text, expected) => {
    const reading = readProfileFile(text, IMPORTED);
    expect(reading.ok).toBe(false);
    if (!reading.ok) {
      expect(reading.message).toMatch(expected);
      expect(reading.message).toMatch(/Your profile was not changed\.$/);
    }
  });

  it('refuses a file past the size limit before parsing it', () => {
    const huge = fileWith({ ...ana, name: 'x'.repeat(MAX_PROFILE_FILE_BYTES) });
    const reading = readProfileFile(huge, IMPORTED);
    expect(reading.ok === false && reading.message).toMatch(/too large/);
    expect(profileFileSizeProblem(MAX_PROFILE_FILE_BYTES)).toBeNull();
    expect(profileFileSizeProblem(MAX_PROFILE_FILE_BYTES + 1)).toMatch(/too large/);
  });
});

describe('profileFileName', () => {
  it('names the person and the day in plain characters', () => {
    expect(profileFileName({ name: 'Ana Sousa' }, EXPORTED)).toBe('cosmic-profile-ana-sousa-2026-11-20.json');
    expect(profileFileName({ name: '  Zoë / O’Brien  ' }, EXPORTED)).toBe(
      'cosmic-profile-zoe-o-brien-2026-11-20.json',
    );
    expect(profileFileName({ name: '' }, EXPORTED)).toBe('cosmic-profile-2026-11-20.json');
  });
});
