import { describe, expect, it } from 'vitest';
import { type Profile, defaultProfile } from '@core/profile/profile';
import { london } from '@/lib/chart/place-fixtures';
import { draftFromProfile, savingOf, toggleDraftGoal } from './profile-draft';

const NOW = new Date('2026-11-24T09:00:00.000Z');
const stored: Profile = {
  ...defaultProfile(NOW),
  name: 'Ana',
  zodiacSign: 'leo',
  birthDate: '1990-08-01',
  currentFocus: 'Creative expression',
  spiritualGoals: ['Manifestation and abundance'],
};

const patchOf = (saving: ReturnType<typeof savingOf>) => {
  if (saving.kind !== 'patch') throw new Error('expected a patch');
  return saving.patch;
};

describe('profile draft', () => {
  it('refuses the birth dates the chart pages refuse: after today or before 1800 (issue 26 §13)', () => {
    const draft = draftFromProfile(stored);
    const withDate = (date: string) =>
      savingOf({ ...draft, birth: { ...draft.birth, date } }, stored, '2026-11-24');
    for (const date of ['2099-12-31', '2026-11-25', '1799-12-31'])
      expect(withDate(date)).toEqual({
        kind: 'problems',
        problems: [{ field: 'date', message: 'Enter a birth date between 1 January 1800 and today.' }],
      });
    expect(patchOf(withDate('2026-11-24')).birthDate).toBe('2026-11-24');
  });

  it('starts as a copy that does not share lists with the profile', () => {
    const draft = draftFromProfile(stored);
    expect(draft).toMatchObject({
      birth: { name: 'Ana', date: '1990-08-01', placeQuery: '' },
      currentFocus: 'Creative expression',
    });
    toggleDraftGoal(draft, 'Healing and emotional wellness').spiritualGoals.push('x');
    draft.spiritualGoals.push('y');
    expect(stored.spiritualGoals).toEqual(['Manifestation and abundance']);
  });

  it('toggles goals in and out', () => {
    const draft = draftFromProfile(stored);
    const added = toggleDraftGoal(draft, 'Self-discovery and personal growth');
    expect(added.spiritualGoals).toEqual([
      'Self-discovery and personal growth',
      'Manifestation and abundance',
    ]);
    expect(toggleDraftGoal(added, 'Manifestation and abundance').spiritualGoals).toEqual([
      'Self-discovery and personal growth',
    ]);
  });

  it('saves the fields as edited, with the name trimmed and the sign left alone', () => {
    const draft = draftFromProfile(stored);
    const patch = patchOf(
      savingOf({ ...draft, birth: { ...draft.birth, name: '  Ana Lua ', time: '05:10' } }, stored),
    );
    expect(patch).toEqual({
      name: 'Ana Lua',
      birthDate: '1990-08-01',
      birthTime: '05:10',
      birthPlace: '',
      birthLocation: null,
      currentFocus: 'Creative expression',
      spiritualGoals: ['Manifestation and abundance'],
      chartZodiac: { zodiac: 'tropical' },
    });
  });

  it.each([
    ['1990-03-21', 'aries'],
    ['1991-01-19', 'capricorn'],
    ['1991-01-20', 'aquarius'],
  ] as const)('a new birth date %s brings its sign, %s', (date, sign) => {
    const draft = draftFromProfile(stored);
    expect(patchOf(savingOf({ ...draft, birth: { ...draft.birth, date } }, stored)).zodiacSign).toBe(sign);
  });

  it('keeps the sign when the date is cleared', () => {
    const draft = draftFromProfile(stored);
    const patch = patchOf(savingOf({ ...draft, birth: { ...draft.birth, date: '' } }, stored));
    expect(patch.birthDate).toBe('');
    expect(patch).not.toHaveProperty('zodiacSign');
  });

  it('keeps a picked place with its coordinates and zone', () => {
    const draft = draftFromProfile(stored);
    const patch = patchOf(
      savingOf({ ...draft, birth: { ...draft.birth, place: london, placeQuery: 'London' } }, stored),
    );
    expect(patch).toMatchObject({
      birthPlace: 'London, England, United Kingdom',
      birthLocation: {
        label: 'London, England, United Kingdom',
        latitude: london.latitude,
        longitude: london.longitude,
        timeZone: 'Europe/London',
      },
    });
  });

  it('keeps a typed place that was not picked as text only', () => {
    const draft = draftFromProfile(stored);
    const patch = patchOf(
      savingOf({ ...draft, birth: { ...draft.birth, placeQuery: ' Atlantis ' } }, stored),
    );
    expect(patch).toMatchObject({ birthPlace: 'Atlantis', birthLocation: null });
  });

  it('saves typed coordinates with a named zone, and refuses unreadable ones', () => {
    const draft = draftFromProfile(stored);
    const coordinates = {
      ...draft.birth,
      placeMode: 'coordinates' as const,
      latitude: '35.5',
      longitude: '139.25',
      coordinateZone: 'Asia/Tokyo',
    };
    expect(patchOf(savingOf({ ...draft, birth: coordinates }, stored))).toMatchObject({
      birthPlace: 'Custom location (35.5, 139.25)',
      birthLocation: { latitude: 35.5, longitude: 139.25, timeZone: 'Asia/Tokyo' },
    });
    const refused = savingOf({ ...draft, birth: { ...coordinates, latitude: '95' } }, stored);
    expect(refused.kind === 'problems' && refused.problems.map((problem) => problem.field)).toEqual([
      'latitude',
    ]);
  });
});
