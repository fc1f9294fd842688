import { describe, expect, it } from 'vitest';
import { FALLBACK_TEXTS } from '../../compose/fallback-texts';
import { winPromisesIn } from '../../compose/win-promise';
import { addDays } from '../../time/calendar-date';
import { composeNumerologyReading } from './numerology-reading';
import { NUMEROLOGY_SAMPLE_PEOPLE, sampleNumerologyRequest } from './quality-sample-fixtures';

describe('no numerology text promises a win', () => {
  it('in the numerology readings and the spec’s fallback texts', () => {
    for (const person of NUMEROLOGY_SAMPLE_PEOPLE)
      for (let day = 0; day < 13; day += 1) {
        const reading = composeNumerologyReading(sampleNumerologyRequest(person, addDays('2026-03-01', day)));
        expect(winPromisesIn(reading.markdown), `${person.name} ${day}`).toEqual([]);
      }
    expect(winPromisesIn(FALLBACK_TEXTS.luckyNumbers)).toEqual([]);
    expect(winPromisesIn(FALLBACK_TEXTS.numerology)).toEqual([]);
  });
});
