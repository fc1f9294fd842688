import { describe, expect, it } from 'vitest';
import {
  london1948,
  losAngeles1926,
  noTimeNoPlace,
  paris,
  today,
} from '../../sky/advanced/advanced-fixtures';
import { CHART_TYPE_IDS } from '../../sky/advanced/chart-type-ids';
import { type AdvancedChartInput, computeAnyAdvancedChart } from '../../sky/advanced/compute-advanced-chart';
import type { ChartMoment } from '../../sky/advanced/birth-moment';
import { chartSummary } from './chart-summary';

const input = (person: ChartMoment, extra: Partial<AdvancedChartInput> = {}): AdvancedChartInput => ({
  person,
  partner: losAngeles1926,
  targetLocation: paris,
  today,
  ...extra,
});
const linesOf = (...args: Parameters<typeof computeAnyAdvancedChart>) =>
  chartSummary(computeAnyAdvancedChart(...args));

describe('chartSummary', () => {
  it.each(CHART_TYPE_IDS)('%s: trimmed lines without holes, with or without birth data', (type) => {
    for (const person of [london1948, noTimeNoPlace]) {
      const lines = linesOf(type, input(person));
      expect(lines.length, type).toBeGreaterThan(3);
      for (const line of lines) {
        expect(line.trim(), type).toBe(line);
        expect(line, type).not.toMatch(/undefined|NaN/);
      }
    }
  });

  it('synastry: placements, inter-aspects and overlays', () => {
    const lines = linesOf('synastry', input(london1948));
    expect(lines).toContain('Your Sun in Scorpio 22°25′ in house 4');
    expect(
      lines.some((line) =>
        /^Your \S+( Node)? (conjunct|sextile|square|trine|quincunx|opposite) their .+ \(orb \d+°\d\d′, (applying|separating)\)$/.test(
          line,
        ),
      ),
    ).toBe(true);
    expect(lines.some((line) => /^Their Venus falls in your house \d+$/.test(line))).toBe(true);
  });

  it('composite: no motion, and no houses without both times', () => {
    const lines = linesOf('composite', input(london1948));
    expect(lines[0]).toMatch(/^Composite Sun in \w+ \d+°\d\d′ in house \d+$/);
    expect(lines.some((line) => line.startsWith('Composite Ascendant '))).toBe(true);
    expect(lines.some((line) => /applying|separating/.test(line))).toBe(false);
    const untimed = linesOf('composite', input(london1948, { partner: noTimeNoPlace }));
    expect(untimed.some((line) => line.includes('house'))).toBe(false);
  });

  it('davison: the midpoint moment first', () => {
    expect(linesOf('davison', input(london1948, { partner: noTimeNoPlace }))[0]).toMatch(
      /^Davison chart for \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
    );
  });

  it('progressed: age, placements in natal houses and angles', () => {
    const lines = linesOf('progressed', { person: london1948, today: new Date('1978-11-14T21:14:00Z') });
    expect(lines[0]).toMatch(
      /^Progressed to age 30\.0: progressed date 1948-12-14 \d\d:\d\d UTC, solar arc 3\d°\d\d′$/,
    );
    expect(lines.some((line) => /^Progressed Sun in \w+ \d+°\d\d′ in natal house \d+$/.test(line))).toBe(
      true,
    );
    expect(lines.some((line) => line.startsWith('Progressed Midheaven '))).toBe(true);
  });

  it('returns: the instant, the place and the return chart', () => {
    const solar = linesOf('solar-return', { person: london1948, today });
    expect(solar[0]).toMatch(
      /^Current solar return: 2024-11-14 \d\d:\d\d UTC at 51\.50°N 0\.17°W, the Sun back at Scorpio 22°25′$/,
    );
    expect(solar[1]).toMatch(/^Solar return Sun in Scorpio 22°25′ in house \d+$/);
    const lunar = linesOf('lunar-return', input(london1948));
    expect(lunar[0]).toMatch(
      /^Next lunar return: \d{4}-\d\d-\d\d \d\d:\d\d UTC at 48\.86°N 2\.35°E, the Moon back at Taurus 0°25′$/,
    );
    expect(lunar[1]).toMatch(/^Current lunar month began with the return of /);
    expect(lunar.some((line) => line.startsWith('Lunar return Ascendant '))).toBe(true);
  });

  it('relocation: the place, the angles and the moves', () => {
    const newYork = { latitude: 40.7128, longitude: -74.006 };
    const lines = linesOf('relocation', input(london1948, { targetLocation: newYork }));
    expect(lines[0]).toBe('Natal chart relocated to 40.71°N 74.01°W');
    expect(lines.some((line) => /^Sun moves from natal house 4 to house \d+$/.test(line))).toBe(true);
    const home = { latitude: 51.5, longitude: -0.166667 };
    expect(linesOf('relocation', input(london1948, { targetLocation: home }))).toContain(
      'Every body keeps its natal house at this place',
    );
  });

  it('focus readings: cusps, rulers, occupants and key planets', () => {
    const lines = linesOf('medical', input(london1948));
    expect(lines[0]).toBe('Medical reading from the natal houses (Placidus)');
    expect(lines.some((line) => /^House 6 cusp in \w+ \d+°\d\d′: (\w+ )?ruler /.test(line))).toBe(true);
    expect(
      lines.some((line) => /^Key planet Sun \(vitality\) in Scorpio 22°25′ in house 4$/.test(line)),
    ).toBe(true);
    const vocational = linesOf('vocational', input(london1948));
    expect(
      vocational.some((line) => /\(ruler of house 10, the Midheaven: career direction\)/.test(line)),
    ).toBe(true);
    expect(linesOf('vocational', input(noTimeNoPlace))[0]).toMatch(/solar houses/);
  });
});
