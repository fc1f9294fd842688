import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../content/signs';
import { addDays } from '../time/calendar-date';
import {
  createItemDayVoice,
  elementMeeting,
  fillVoiceTemplate,
  pairsOf,
  voiceSlotNames,
  withArticle,
} from './item-day-voice';

const pool = (size: number, withSign = false) =>
  Array.from({ length: size }, (_, index) => `${withSign ? '{sign} ' : ''}line ${index}`);
const voiceFor = (sign: (typeof SIGN_IDS)[number], date: string, itemIndex = 0) =>
  createItemDayVoice({ feature: 'test', sign, itemIndex, date, slots: { sign: sign.toUpperCase() } });

describe('createItemDayVoice', () => {
  it('deals the twelve signs twelve different entries of a shared pool on one day', () => {
    for (let day = 0; day < 20; day += 1) {
      const date = addDays('2026-11-01', day);
      const dealt = SIGN_IDS.map((sign) => voiceFor(sign, date).everySign(pool(12), 'shared'));
      expect(new Set(dealt).size, date).toBe(12);
    }
  });

  it('keeps an element’s three signs apart in their own pool', () => {
    const fire = ['aries', 'leo', 'sagittarius'] as const;
    const dealt = fire.map((sign) => voiceFor(sign, '2026-11-24').elementMates(pool(8), 'fire'));
    expect(new Set(dealt).size).toBe(3);
  });

  it('walks a sign through a pool of seven or more without a repeat inside a week', () => {
    for (const sign of SIGN_IDS) {
      const week = Array.from({ length: 7 }, (_, day) =>
        voiceFor(sign, addDays('2026-11-24', day)).ownLine(pool(8, true), 'own'),
      );
      expect(new Set(week).size, sign).toBe(7);
      expect(week[0]).toMatch(new RegExp(`^${sign.toUpperCase()}`));
    }
  });

  it('shifts the turn by the item, so one sign reads different entries for different items', () => {
    const items = [0, 1, 2, 3].map((index) => voiceFor('leo', '2026-11-24', index).everySign(pool(12), 'p'));
    expect(new Set(items).size).toBe(4);
  });
});

describe('slots and pairs', () => {
  it('fills slots, capitalises the start, and leaves an unknown slot visible', () => {
    expect(fillVoiceTemplate('{phase} over {sign}', { phase: 'a full Moon', sign: 'Leo' })).toBe(
      'A full Moon over Leo',
    );
    expect(fillVoiceTemplate('see {missing}', {})).toBe('See {missing}');
    expect(voiceSlotNames('{a} and {b}')).toEqual(['a', 'b']);
  });

  it('gives an element the article it needs', () => {
    expect(['fire', 'earth', 'air', 'water'].map(withArticle)).toEqual([
      'a fire',
      'an earth',
      'an air',
      'a water',
    ]);
  });

  it('pairs every entry of two lists', () => {
    expect(pairsOf([1, 2], ['a', 'b'])).toEqual([
      [1, 'a'],
      [1, 'b'],
      [2, 'a'],
      [2, 'b'],
    ]);
  });

  it.each([
    ['fire', 'fire', 'same'],
    ['fire', 'air', 'kindred'],
    ['water', 'earth', 'kindred'],
    ['earth', 'fire', 'contrasting'],
  ] as const)('%s meeting %s is %s', (sign, item, meeting) => {
    expect(elementMeeting(sign, item)).toBe(meeting);
  });
});
