import { describe, expect, it } from 'vitest';
import { computeChart } from '@core/sky/chart';
import { chartSubtitle } from './chart-subtitle';

// 15 July 1990, 14:30 BST in London: Sun in Cancer, Moon in Aries, Scorpio rising.
const LONDON_AFTERNOON = { utc: new Date('1990-07-15T13:30:00Z'), latitude: 51.5074, longitude: -0.1278 };

describe('chartSubtitle', () => {
  it('names the Sun, the Moon and the rising sign of a chart with houses', () => {
    expect(chartSubtitle(computeChart(LONDON_AFTERNOON), true)).toBe(
      'Sun in Cancer · Moon in Aries · Scorpio rising',
    );
  });

  it('leaves out the rising sign when no place was given', () => {
    expect(chartSubtitle(computeChart({ utc: LONDON_AFTERNOON.utc }), true)).toBe(
      'Sun in Cancer · Moon in Aries',
    );
  });

  it('names only the Sun when the birth time is unknown', () => {
    expect(chartSubtitle(computeChart({ utc: LONDON_AFTERNOON.utc }), false)).toBe('Sun in Cancer');
  });
});
