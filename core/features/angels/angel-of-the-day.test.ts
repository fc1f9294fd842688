import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { addDays } from '../../time/calendar-date';
import { angelOfTheDay } from './angel-of-the-day';
import { DEFAULT_RECOMMENDED_ANGELS, recommendedAngels } from './recommended-angels';

describe('the angel present today', () => {
  it.each(SIGN_IDS)('%s: its three recommended angels take turns, one a day', (sign) => {
    const week = Array.from({ length: 6 }, (_, day) => angelOfTheDay(sign, addDays('2026-11-20', day)));
    expect(new Set(week.slice(0, 3))).toEqual(new Set(recommendedAngels[sign].angels));
    expect(week.slice(3)).toEqual(week.slice(0, 3));
  });

  it('turns through the guardian, Michael and Gabriel for the universal message', () => {
    const days = Array.from({ length: 3 }, (_, day) => angelOfTheDay(undefined, addDays('1999-12-30', day)));
    expect(new Set(days)).toEqual(new Set(DEFAULT_RECOMMENDED_ANGELS));
  });
});
