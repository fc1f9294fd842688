import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import {
  CHAT_HISTORY_LIMIT,
  applyProfileUpdate,
  defaultProfile,
  experienceLevel,
  isProfileComplete,
  parseStoredProfile,
  profileContext,
  profileSchema,
  profileSign,
  type Profile,
} from './profile';

const NOW = new Date('2025-06-01T10:00:00.000Z');
const LATER = new Date('2025-06-02T12:30:00.000Z');

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${id}`,
  text: `hello ${id}`,
  isUser: id % 2 === 0,
  timestamp: NOW.toISOString(),
  ...extra,
});

describe('defaultProfile', () => {
  it('has every spec field with its default', () => {
    expect(defaultProfile(NOW)).toEqual({
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
      lastVisited: NOW.toISOString(),
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
    } satisfies Profile);
  });

  it('is exactly what the schema makes of a profile with no fields, so the two cannot drift', () => {
    expect(defaultProfile(NOW)).toEqual(profileSchema.parse({ lastVisited: NOW.toISOString() }));
  });

  it('gives each call its own lists', () => {
    const first = defaultProfile(NOW);
    const second = defaultProfile(NOW);
    first.spiritualGoals.push('calm');
    expect(second.spiritualGoals).toEqual([]);
  });
});

describe('applyProfileUpdate', () => {
  it('merges the patch and sets lastVisited to now', () => {
    const current = { ...defaultProfile(NOW), name: 'Ana', birthPlace: 'Lisbon' };
    const updated = applyProfileUpdate(current, { currentFocus: 'new job' }, LATER);
    expect(updated).toMatchObject({ name: 'Ana', birthPlace: 'Lisbon', currentFocus: 'new job' });
    expect(updated.lastVisited).toBe(LATER.toISOString());
    expect(current.currentFocus).toBe('');
  });

  it.each([
    ['2000-03-20', 'pisces'],
    ['2000-03-21', 'aries'],
    ['1999-12-21', 'sagittarius'],
    ['1999-12-22', 'capricorn'],
    ['2001-01-19', 'capricorn'],
    ['2001-01-20', 'aquarius'],
    ['2004-02-29', 'pisces'],
    ['1990-07-23', 'leo'],
  ] as const)('derives the sign from birth date %s as %s when none is set', (birthDate, sign) => {
    const updated = applyProfileUpdate(defaultProfile(NOW), { birthDate }, LATER);
    expect(updated.zodiacSign).toBe(sign);
  });

  it('derives the sign on a later update when a birth date is already stored', () => {
    const current = { ...defaultProfile(NOW), birthDate: '1990-10-23' };
    expect(applyProfileUpdate(current, { name: 'Ana' }, LATER).zodiacSign).toBe('scorpio');
  });

  it('never overwrites a sign that is set', () => {
    const current = { ...defaultProfile(NOW), zodiacSign: 'leo' as const };
    expect(applyProfileUpdate(current, { birthDate: '2000-03-21' }, LATER).zodiacSign).toBe('leo');
  });

  it('keeps the sign the patch chooses, even null', () => {
    const chosen = applyProfileUpdate(
      defaultProfile(NOW),
      { birthDate: '2000-03-21', zodiacSign: 'virgo' },
      LATER,
    );
    expect(chosen.zodiacSign).toBe('virgo');
    const cleared = applyProfileUpdate(chosen, { zodiacSign: null }, LATER);
    expect(cleared.zodiacSign).toBeNull();
  });

  it('leaves the sign empty without a birth date', () => {
    expect(applyProfileUpdate(defaultProfile(NOW), { name: 'Ana' }, LATER).zodiacSign).toBeNull();
  });

  it('never lowers totalReadings', () => {
    const current = { ...defaultProfile(NOW), totalReadings: 7 };
    expect(applyProfileUpdate(current, { totalReadings: 3 }, LATER).totalReadings).toBe(7);
    expect(applyProfileUpdate(current, { totalReadings: 8 }, LATER).totalReadings).toBe(8);
  });

  it('keeps the current value for invalid patch fields and reports them', () => {
    const current = { ...defaultProfile(NOW), birthDate: '1990-01-01', totalReadings: 4 };
    const problems: string[] = [];
    const updated = applyProfileUpdate(
      current,
      { birthDate: '1990-02-30', totalReadings: -1, birthTime: '25:00', name: 'Ana' },
      LATER,
      (problem) => problems.push(problem),
    );
    expect(updated).toMatchObject({ birthDate: '1990-01-01', totalReadings: 4, birthTime: '', name: 'Ana' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/birthDate/);
  });

  it('shortens an over-long name instead of dropping it', () => {
    const updated = applyProfileUpdate(defaultProfile(NOW), { name: 'x'.repeat(100) }, LATER);
    expect(updated.name).toHaveLength(80);
  });

  it('keeps only the newest chat messages past the cap', () => {
    const chatHistory = Array.from({ length: CHAT_HISTORY_LIMIT + 5 }, (_, index) => message(index));
    const updated = applyProfileUpdate(defaultProfile(NOW), { chatHistory }, LATER);
    expect(updated.chatHistory).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(updated.chatHistory[0]?.id).toBe('m5');
    expect(profileSchema.safeParse(updated).success).toBe(true);
  });
});

describe('birthLocation', () => {
  const lisbon = { label: 'Lisbon, Portugal', latitude: 38.72, longitude: -9.14, timeZone: 'Europe/Lisbon' };

  it('is kept beside the place text it names', () => {
    const updated = applyProfileUpdate(
      defaultProfile(NOW),
      { birthPlace: lisbon.label, birthLocation: lisbon },
      LATER,
    );
    expect(updated.birthLocation).toEqual(lisbon);
    expect(parseStoredProfile(JSON.stringify(updated), LATER).profile.birthLocation).toEqual(lisbon);
  });

  it('is dropped once the place text changes without it', () => {
    const stored = { ...defaultProfile(NOW), birthPlace: lisbon.label, birthLocation: lisbon };
    expect(applyProfileUpdate(stored, { birthPlace: 'Porto' }, LATER).birthLocation).toBeNull();
    expect(applyProfileUpdate(stored, { name: 'Ana' }, LATER).birthLocation).toEqual(lisbon);
  });

  it.each([
    ['a zone that does not exist', { ...lisbon, timeZone: 'Mars/Olympus' }],
    ['a latitude past the pole', { ...lisbon, latitude: 91 }],
    ['a longitude past the date line', { ...lisbon, longitude: -181 }],
    ['an empty label', { ...lisbon, label: '' }],
    ['text instead of a record', 'Lisbon'],
  ])('falls back to none for %s in storage, keeping the rest', (_label, birthLocation) => {
    const raw = JSON.stringify({ name: 'Ana', birthPlace: lisbon.label, birthLocation });
    const { profile, problem } = parseStoredProfile(raw, NOW);
    expect(profile).toMatchObject({ name: 'Ana', birthPlace: lisbon.label, birthLocation: null });
    expect(problem).toMatch(/birthLocation/);
  });

  it('is dropped from a stored profile whose place text names somewhere else', () => {
    const raw = JSON.stringify({ birthPlace: 'Porto', birthLocation: lisbon });
    expect(parseStoredProfile(raw, NOW).profile.birthLocation).toBeNull();
  });
});

describe('chart choices', () => {
  const lahiri = { zodiac: 'sidereal', ayanamsa: 'lahiri' } as const;

  it('keeps a sidereal zodiac and a house system through a save and a reload', () => {
    const saved = applyProfileUpdate(
      defaultProfile(NOW),
      { chartZodiac: lahiri, chartHouseSystem: 'campanus' },
      LATER,
    );
    const { profile, problem } = parseStoredProfile(JSON.stringify(saved), LATER);
    expect(problem).toBeUndefined();
    expect(profile.chartZodiac).toEqual(lahiri);
    expect(profile.chartHouseSystem).toBe('campanus');
  });

  it.each([
    ['an unknown ayanamsa', { zodiac: 'sidereal', ayanamsa: 'made-up' }],
    ['a sidereal zodiac without its ayanamsa', { zodiac: 'sidereal' }],
    ['an unknown zodiac', { zodiac: 'draconic' }],
    ['a string', 'sidereal'],
    ['an extra field', { zodiac: 'tropical', ayanamsa: 'lahiri' }],
  ])('falls back to tropical for %s, keeping the other fields', (_case, chartZodiac) => {
    const raw = JSON.stringify({ name: 'Ana', chartZodiac, chartHouseSystem: 'koch' });
    const { profile, problem } = parseStoredProfile(raw, NOW);
    expect(profile.chartZodiac).toEqual({ zodiac: 'tropical' });
    expect(profile).toMatchObject({ name: 'Ana', chartHouseSystem: 'koch' });
    expect(problem).toMatch(/chartZodiac/);
  });

  it('falls back to Placidus for an unknown house system', () => {
    const { profile, problem } = parseStoredProfile(JSON.stringify({ chartHouseSystem: 'octopus' }), NOW);
    expect(profile.chartHouseSystem).toBe('placidus');
    expect(problem).toMatch(/chartHouseSystem/);
  });

  it('refuses an invalid zodiac in an update and keeps the current one', () => {
    const current = applyProfileUpdate(defaultProfile(NOW), { chartZodiac: lahiri }, NOW);
    const problems: string[] = [];
    const patch = { chartZodiac: { zodiac: 'sidereal', ayanamsa: 'nope' } } as unknown as Partial<Profile>;
    const updated = applyProfileUpdate(current, patch, LATER, (problem) => problems.push(problem));
    expect(updated.chartZodiac).toEqual(lahiri);
    expect(problems).toHaveLength(1);
  });
});

describe('isProfileComplete', () => {
  const complete: Profile = {
    ...defaultProfile(NOW),
    name: 'Ana',
    zodiacSign: 'aries',
    birthDate: '2000-04-01',
  };

  it('needs name, sign and birth date', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, name: '  ' })).toBe(false);
    expect(isProfileComplete({ ...complete, zodiacSign: null })).toBe(false);
    expect(isProfileComplete({ ...complete, birthDate: '' })).toBe(false);
    expect(isProfileComplete(defaultProfile(NOW))).toBe(false);
  });
});

describe('parseStoredProfile', () => {
  it('gives defaults without a problem on a first visit', () => {
    expect(parseStoredProfile(null, NOW)).toEqual({ profile: defaultProfile(NOW) });
  });

  it('round-trips a saved profile', () => {
    const saved: Profile = {
      ...defaultProfile(NOW),
      name: 'Ana',
      zodiacSign: 'gemini',
      birthDate: '1995-06-01',
      birthTime: '07:45',
      chatHistory: [message(1), message(2)],
      totalReadings: 12,
      soundEnabled: false,
    };
    expect(parseStoredProfile(JSON.stringify(saved), LATER)).toEqual({ profile: saved });
  });

  it.each([
    ['corrupt JSON', '{"name": "Ana",', /not valid JSON/],
    ['empty text', '', /not valid JSON/],
    ['null', 'null', /null, not an object/],
    ['an array', '[{"name":"Ana"}]', /an array, not an object/],
    ['a number', '42', /a number, not an object/],
    ['a string', '"Ana"', /a string, not an object/],
    ['a foreign object', '{"theme_v2":"dark","items":[1,2]}', /foreign data/],
  ])('replaces %s with defaults and describes the problem', (_label, raw, expected) => {
    const result = parseStoredProfile(raw, NOW);
    expect(result.profile).toEqual(defaultProfile(NOW));
    expect(result.problem).toMatch(expected);
  });

  it('falls back per field for wrong types and keeps the good fields', () => {
    const raw = JSON.stringify({
      name: 'Ana',
      zodiacSign: 'ophiuchus',
      birthDate: 19900101,
      totalReadings: 'many',
      soundEnabled: false,
      spiritualGoals: ['calm', 42, 'clarity'],
      notificationPreferences: { dailyHoroscope: false, weeklyForecast: 'yes' },
      chatHistory: [message(1), { text: 'no id' }, message(2, { isTyping: true })],
    });
    const { profile, problem } = parseStoredProfile(raw, NOW);
    expect(profile).toMatchObject({
      name: 'Ana',
      zodiacSign: null,
      birthDate: '',
      totalReadings: 0,
      soundEnabled: false,
      spiritualGoals: ['calm', 'clarity'],
      notificationPreferences: {
        dailyHoroscope: false,
        weeklyForecast: true,
        cosmicEvents: true,
        loveInsights: true,
      },
      language: 'en',
    });
    expect(profile.chatHistory.map((entry) => entry.id)).toEqual(['m1']);
    expect(problem).toMatch(/zodiacSign/);
    expect(problem).toMatch(/birthDate/);
    expect(problem).toMatch(/totalReadings/);
    expect(problem).not.toMatch(/name/);
  });

  it('fills fields missing from an older save with defaults, silently', () => {
    const { profile, problem } = parseStoredProfile(JSON.stringify({ name: 'Ana', totalReadings: 3 }), NOW);
    expect(problem).toBeUndefined();
    expect(profile).toEqual({ ...defaultProfile(NOW), name: 'Ana', totalReadings: 3 });
  });

  it('drops a typing placeholder left in the saved chat', () => {
    const raw = JSON.stringify({ chatHistory: [message(1), message(2, { isTyping: true })] });
    expect(parseStoredProfile(raw, NOW).profile.chatHistory.map((entry) => entry.id)).toEqual(['m1']);
  });
});

describe('experienceLevel', () => {
  it.each([
    [0, 'new to astrology'],
    [2, 'new to astrology'],
    [3, 'developing interest'],
    [9, 'developing interest'],
    [10, 'regular seeker'],
    [24, 'regular seeker'],
    [25, 'devoted practitioner'],
    [1000, 'devoted practitioner'],
  ] as const)('%i readings -> %s', (count, level) => {
    expect(experienceLevel(count)).toBe(level);
  });
});

describe('profileContext', () => {
  it('carries the chat fields and the sign facts', () => {
    const profile: Profile = {
      ...defaultProfile(NOW),
      name: 'Ana',
      zodiacSign: 'cancer',
      birthDate: '1992-07-01',
      currentFocus: 'moving house',
      spiritualGoals: ['patience'],
      totalReadings: 6,
      personalityArchetype: 'the nurturer',
      birthPlace: 'not sent',
    };
    const context = profileContext(profile);
    expect(context).toEqual({
      name: 'Ana',
      zodiacSign: {
        name: 'Cancer',
        symbol: '♋',
        element: 'water',
        description: profileSign(profile)?.description,
      },
      birthDate: '1992-07-01',
      currentFocus: 'moving house',
      spiritualGoals: ['patience'],
      totalReadings: 6,
      personalityArchetype: 'the nurturer',
    });
  });

  it('sends a null sign when none is chosen', () => {
    expect(profileContext(defaultProfile(NOW)).zodiacSign).toBeNull();
  });
});
