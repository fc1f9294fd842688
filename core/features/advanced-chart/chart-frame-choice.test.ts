import { describe, expect, it } from 'vitest';
import { chartFrameFor } from './chart-frame-choice';

const lahiri = { zodiac: 'sidereal', ayanamsa: 'lahiri' } as const;

describe('chartFrameFor', () => {
  it('passes the house system and a sidereal zodiac to a natal-based chart', () => {
    expect(chartFrameFor({ chartType: 'synastry', houseSystem: 'koch', zodiac: lahiri })).toEqual({
      houseSystem: 'koch',
      zodiac: lahiri,
    });
  });

  it('leaves progressions and returns tropical but keeps their house system', () => {
    for (const chartType of ['progressed', 'solar-return', 'lunar-return'] as const)
      expect(chartFrameFor({ chartType, houseSystem: 'equal', zodiac: lahiri })).toEqual({
        houseSystem: 'equal',
      });
  });

  it('asks nothing of the engine for the tropical Placidus default', () => {
    expect(chartFrameFor({ chartType: 'davison', zodiac: { zodiac: 'tropical' } })).toEqual({});
  });
});
