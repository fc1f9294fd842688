import { describe, expect, it } from 'vitest';
import { ADA, BEN, PARIS } from '@core/testing/birth-fixtures';
import type { AdvancedChartRequest } from './advanced-chart-request';
import { buildAdvancedChartPrompt } from './advanced-chart-prompt';
import { composeOffline } from './offline-reading';
import { computeRequestedChart } from './requested-chart';

const LAHIRI = { zodiac: 'sidereal', ayanamsa: 'lahiri' } as const;
const request = (
  chartType: AdvancedChartRequest['chartType'],
  overrides: Partial<AdvancedChartRequest> = {},
) =>
  ({
    feature: 'advanced-chart',
    chartType,
    firstSign: 'cancer',
    secondSign: 'aries',
    person: ADA,
    partner: BEN,
    targetLocation: PARIS,
    date: '2026-11-23',
    ...overrides,
  }) as AdvancedChartRequest;

describe('advanced charts in the zodiac and house system asked for', () => {
  it('casts natal-based charts sidereally and names the zodiac in the reading and the prompt', () => {
    // Ada's Sun is in tropical Cancer 22°, sidereal Gemini.
    const chart = computeRequestedChart(request('vocational', { zodiac: LAHIRI }));
    if (chart.type !== 'vocational') throw new Error('a vocational chart');
    expect(computeRequestedChart(request('relocation', { zodiac: LAHIRI }))).toMatchObject({
      natal: { bodies: { sun: { sign: 'gemini' } } },
    });
    expect(computeRequestedChart(request('relocation'))).toMatchObject({
      natal: { bodies: { sun: { sign: 'cancer' } } },
    });
    expect(composeOffline(request('synastry', { zodiac: LAHIRI }))).toMatch(
      /read in the sidereal zodiac \(Lahiri \(Chitrapaksha\) ayanamsa\)/,
    );
    const { system, user } = buildAdvancedChartPrompt(request('synastry', { zodiac: LAHIRI }));
    expect(user).toContain(
      'Read in the sidereal zodiac (Lahiri (Chitrapaksha) ayanamsa), with Placidus houses.',
    );
    expect(user).toContain('the chart itself has the Sun in Gemini');
    expect(system).toMatch(/which zodiac and house system/);
  });

  it('reads progressions and returns tropically, saying the sidereal choice was not honoured', () => {
    const tropical = computeRequestedChart(request('solar-return'));
    const asked = computeRequestedChart(request('solar-return', { zodiac: LAHIRI }));
    expect(asked).toEqual(tropical);
    expect(composeOffline(request('progressed', { zodiac: LAHIRI }))).toMatch(/read in the tropical zodiac/);
    expect(buildAdvancedChartPrompt(request('lunar-return', { zodiac: LAHIRI })).user).toMatch(
      /Read in the tropical zodiac, with Placidus houses\. The visitor chose the sidereal zodiac/,
    );
  });

  it('draws the houses in the system asked for and names it', () => {
    const koch = computeRequestedChart(request('relocation', { houseSystem: 'koch' }));
    expect(koch).toMatchObject({
      natal: { houses: { system: 'koch' } },
      chart: { houses: { system: 'koch' } },
    });
    const solar = computeRequestedChart(request('solar-return', { houseSystem: 'whole-sign' }));
    expect(solar).toMatchObject({ chart: { houses: { system: 'whole-sign' } } });
    expect(composeOffline(request('financial', { houseSystem: 'equal' }))).toMatch(
      /houses follow the Equal system/,
    );
    expect(buildAdvancedChartPrompt(request('composite', { houseSystem: 'campanus' })).user).toContain(
      'Read in the tropical zodiac, with Campanus houses.',
    );
    expect(composeOffline(request('financial'))).not.toMatch(/How it is drawn/);
  });
});
