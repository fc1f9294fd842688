import { describe, expect, it } from 'vitest';
import type { BirthMoment } from '@core/contract/birth-moment';
import type { ChartTypeId } from '@core/sky/advanced/chart-type-ids';
import { castChart } from './cast-chart';
import type { AdvancedChartSubmission } from './chart-form-state';

const london = { name: 'London', latitude: 51.50853, longitude: -0.12574, timeZone: 'Europe/London' };
const person: BirthMoment = {
  name: 'Ana',
  date: '1990-08-01',
  time: '14:30',
  utc: '1990-08-01T13:30:00.000Z',
  place: london,
};
const partner: BirthMoment = { name: 'Ben', date: '1988-03-05', utc: '1988-03-05T12:00:00.000Z' };
const now = new Date('2026-03-01T10:00:00Z');
const submissionOf = (chartType: ChartTypeId): AdvancedChartSubmission => ({
  chartType,
  firstSign: 'leo',
  secondSign: 'pisces',
  person,
  partner,
});
const lahiri = { zodiac: 'sidereal', ayanamsa: 'lahiri' } as const;

describe('castChart with the chart options (issue 29)', () => {
  it('draws a synastry in the sidereal zodiac asked for', () => {
    const tropical = castChart(submissionOf('synastry'), now);
    const sidereal = castChart(submissionOf('synastry'), now, { zodiac: lahiri });
    expect(sidereal.wheel).not.toEqual(tropical.wheel);
    expect(castChart(submissionOf('synastry'), now, { zodiac: { zodiac: 'tropical' } }).wheel).toEqual(
      tropical.wheel,
    );
  });

  it('draws the houses in the house system asked for', () => {
    const placidus = castChart(submissionOf('medical'), now);
    const wholeSign = castChart(submissionOf('medical'), now, { houseSystem: 'whole-sign' });
    expect(wholeSign.wheel).not.toEqual(placidus.wheel);
  });

  it('keeps a progressed chart tropical, as its reading does', () => {
    const tropical = castChart(submissionOf('progressed'), now);
    expect(castChart(submissionOf('progressed'), now, { zodiac: lahiri }).wheel).toEqual(tropical.wheel);
  });
});
