import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signList } from '../content/signs';
import { addDays } from '../time/calendar-date';
import { createDealtVoice, fillSlots, slotNamesIn, withArticle } from './dealt-voice';

const pool = Array.from({ length: 12 }, (_, index) => `Line ${index} for {sign}.`);
const voiceFor = (sign: (typeof SIGN_IDS)[number], date = '2026-05-01', itemIndex = 0) =>
  createDealtVoice({ feature: 'test', sign, date, itemIndex, slots: { sign: sign.toUpperCase() } });

describe('dealt voice', () => {
  it('fills slots, capitalises the first letter and leaves an unknown slot visible', () => {
    expect(fillSlots('{phase} shines on {sign}', { phase: 'a full Moon', sign: 'Leo' })).toBe(
      'A full Moon shines on Leo',
    );
    expect(fillSlots('Hello {nobody}', {})).toBe('Hello {nobody}');
    expect(slotNamesIn('{a} and {bB}')).toEqual(['a', 'bB']);
    expect(['fire', 'earth', 'air', 'water'].map(withArticle)).toEqual([
      'a fire',
      'an earth',
      'an air',
      'a water',
    ]);
  });

  it('deals the twelve signs twelve different entries of a shared pool on one day', () => {
    const dealt = SIGN_IDS.map((sign) =>
      voiceFor(sign)
        .everySign(pool, 'shared')
        .replace(/for .*/, ''),
    );
    expect(new Set(dealt).size).toBe(12);
  });

  it('deals an element’s three signs different entries of their pool, and a sign no repeat in a week', () => {
    const small = pool.slice(0, 8);
    for (const element of ['fire', 'earth', 'air', 'water'] as const) {
      const mates = signList.filter((sign) => sign.element === element).map((sign) => sign.id);
      const dealt = mates.map((sign) =>
        voiceFor(sign)
          .elementMates(small, 'mates')
          .replace(/for .*/, ''),
      );
      expect(new Set(dealt).size, element).toBe(3);
    }
    const week = Array.from({ length: 7 }, (_, day) =>
      voiceFor('leo', addDays('2026-05-01', day)).elementMates(small, 'mates'),
    );
    expect(new Set(week).size).toBe(7);
  });

  it('shifts the turn by the item, and deals one daily choice to every sign', () => {
    expect(voiceFor('leo', '2026-05-01', 3).turn).toBe(voiceFor('leo', '2026-05-01', 0).turn + 3);
    const headings = ['one', 'two', 'three'];
    expect(new Set(SIGN_IDS.map((sign) => voiceFor(sign).daily(headings, 'heading'))).size).toBe(1);
  });
});
