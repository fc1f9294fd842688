import { describe, expect, it } from 'vitest';
import {
  london1948,
  losAngeles1926,
  noTimeNoPlace,
  paris,
  today,
} from '../../sky/advanced/advanced-fixtures';
import { CHART_TYPES, CHART_TYPE_IDS, type ChartTypeId } from '../../sky/advanced/chart-types';
import { computeAdvancedChart } from '../../sky/advanced/compute-advanced-chart';
import { composeAdvancedReading } from './advanced-reading';
import { readSummaryLine } from './summary-facts';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Hand-written summaries in the dispatcher's line shapes, one per chart type. */
const SAMPLE_SUMMARIES: Record<ChartTypeId, string[]> = {
  synastry: [
    'Your Sun in Scorpio 22°25′ in house 4',
    'Your Moon in Taurus 0°25′ in house 10',
    'Their Venus in Aries 28°45′ in house 9',
    'Your Venus trine their Mars (orb 1°12′, applying)',
    'Your Moon square their Sun (orb 2°40′, separating)',
    'Their Venus falls in your house 7',
  ],
  composite: [
    'Composite Sun in Virgo 1°26′ in house 2',
    'Composite Moon in Pisces 24°45′ in house 9',
    'Composite Ascendant Leo 8°08′',
    'Composite Moon trine Venus (orb 2°11′)',
    'Composite Jupiter opposite Pluto (orb 1°37′)',
  ],
  davison: [
    'Davison chart for 1937-08-23 19:22 UTC at 42.77°N 59.21°W',
    'Davison Sun in Virgo 0°12′ in house 6',
    'Davison Venus in Cancer 14°30′ in house 4',
    'Davison Sun square Moon (orb 2°01′, applying)',
  ],
  progressed: [
    'Progressed to age 34.2: progressed date 1990-04-07 18:52 UTC, solar arc 34°10′',
    'Progressed Sun in Aries 2°15′ in natal house 7',
    'Progressed Moon has moved from its natal Leo into Virgo',
    'Progressed Mercury has turned direct since birth',
    'Progressed Sun conjunct natal Venus (orb 0°20′, separating)',
  ],
  'solar-return': [
    'Current solar return: 2025-03-02 23:49 UTC at 48.86°N 2.35°E, the Sun back at Pisces 12°38′',
    'Solar return Moon in Gemini 4°57′ in house 3',
    'Solar return Midheaven Capricorn 10°00′',
    'Solar return Mars square Saturn (orb 0°58′, applying)',
  ],
  'lunar-return': [
    'Next lunar return: 2025-06-21 02:35 UTC at 48.86°N 2.35°E, the Moon back at Taurus 0°25′',
    'Lunar return Sun in Gemini 29°40′ in house 2',
    'Lunar return Moon sextile Venus (orb 1°03′, separating)',
  ],
  relocation: [
    'Natal chart relocated to 48.86°N 2.35°E',
    'Relocated Ascendant Virgo 18°20′',
    'Venus moves from natal house 5 to house 6',
    'Relocated Venus in Libra 16°23′ in house 6',
  ],
  medical: [
    'Medical reading from the natal houses (Placidus)',
    'House 6 cusp in Capricorn 3°49′: ruler Saturn in Virgo 5°16′ in house 2',
    'House 6 holds no planets',
    'Key planet Moon (daily rhythms and the body’s needs) in Taurus 0°25′ in house 10',
  ],
  financial: [
    'Financial reading from the natal houses (Placidus)',
    'House 2 cusp in Virgo 1°00′: ruler Mercury in Scorpio 6°57′ in house 4',
    'House 2 holds Neptune (Libra 13°20′)',
    'Key planet Jupiter (growth and opportunity) in Sagittarius 2°10′ in house 5',
  ],
  vocational: [
    'Vocational reading from the natal houses (Placidus)',
    'House 10 cusp in Taurus 2°00′: ruler Venus in Libra 16°23′ in house 4',
    'Key planet Venus (ruler of house 10, the Midheaven: career direction) in Libra 16°23′ in house 4',
    'Key planet Saturn (discipline and long-term standing) in Virgo 5°16′ in house 2',
  ],
};

const compose = (chartType: ChartTypeId, summary: readonly string[], notes: readonly string[] = []) =>
  composeAdvancedReading({
    chartType,
    title: CHART_TYPES[chartType].title,
    names: { first: 'Maya', second: 'Sam' },
    summary,
    notes,
  });

describe('composeAdvancedReading', () => {
  it.each(CHART_TYPE_IDS)(
    'writes a %s reading of at least 150 words that quotes every fact in bold',
    (chartType) => {
      const summary = SAMPLE_SUMMARIES[chartType];
      const reading = compose(chartType, summary, [
        'Their birth time is unknown: their chart uses a stand-in time.',
      ]);
      expect(wordCount(reading.markdown)).toBeGreaterThanOrEqual(150);
      for (const line of summary) expect(reading.markdown, line).toContain(`**${line}** — `);
      expect(reading.markdown).toContain('*A note on the data:* Their birth time is unknown');
      expect(reading.markdown).not.toMatch(/[{}<>]|undefined|NaN/);
      expect(reading.facts).toEqual(summary);
      expect(reading.headline).toContain(CHART_TYPES[chartType].title);
      expect(compose(chartType, summary)).toEqual(compose(chartType, summary));
    },
  );

  it('names both people in relationship charts and only the person in the others', () => {
    expect(compose('synastry', SAMPLE_SUMMARIES.synastry).headline).toBe('Synastry: Maya & Sam');
    expect(compose('progressed', SAMPLE_SUMMARIES.progressed).headline).toBe('Progressed Chart for Maya');
    const synastry = compose('synastry', SAMPLE_SUMMARIES.synastry).markdown;
    expect(synastry).toMatch(
      /Your Venus trine their Mars \(orb 1°12′, applying\)\*\* — [^\n]*your \w+[^\n]*Sam’s/,
    );
    expect(synastry).toMatch(
      /Their Venus falls in your house 7\*\* — [^\n]*Sam’s[^\n]*7th house|Sam’s[^\n]*partnerships|Sam’s[^\n]*mirrors/,
    );
  });

  it('derives each meaning from the planets, aspects and houses the line names', () => {
    const reading = compose('composite', SAMPLE_SUMMARIES.composite).markdown;
    expect(reading).toMatch(
      /Composite Moon trine Venus \(orb 2°11′\)\*\* — [^\n]*(flow|harmony|Harmony|Support)/,
    );
    expect(reading).toMatch(/Composite Sun in Virgo 1°26′ in house 2\*\* — [^\n]*(money|resources)/);
    const unknown = compose('relocation', ['A line of a new shape: Venus square Mars in house 7']).markdown;
    expect(unknown).toMatch(/tension|clash|pull/);
  });

  it('keeps the medical, financial and vocational readings to reflection, never advice or diagnosis', () => {
    for (const chartType of ['medical', 'financial', 'vocational'] as const) {
      for (const summary of [SAMPLE_SUMMARIES[chartType], [...SAMPLE_SUMMARIES[chartType]].reverse()]) {
        const reading = compose(chartType, summary).markdown;
        expect(reading, chartType).toMatch(/reflection/i);
        expect(reading, chartType).toMatch(
          /not (as )?(medical|financial|career)|never a diagnosis|not financial advice|not career advice/i,
        );
      }
    }
  });

  it('interprets the real summaries of every chart type, with and without birth data', () => {
    for (const chartType of CHART_TYPE_IDS) {
      for (const person of [london1948, noTimeNoPlace]) {
        const chart = computeAdvancedChart(chartType, {
          person,
          partner: losAngeles1926,
          targetLocation: paris,
          today,
        });
        const reading = compose(chartType, chart.summary, chart.notes);
        const label = `${chartType} ${person.timeKnown ? 'timed' : 'untimed'}`;
        expect(wordCount(reading.markdown), label).toBeGreaterThanOrEqual(150);
        for (const line of chart.summary)
          expect(reading.markdown, `${label}: ${line}`).toContain(`**${line}**`);
        expect(reading.markdown, label).not.toMatch(/[{}]|undefined/);
      }
    }
  });
});

describe('readSummaryLine', () => {
  it('reads each shape the dispatcher prints', () => {
    expect(readSummaryLine('Composite Venus in Libra 14°02′ in house 7')).toMatchObject({
      kind: 'placement',
      ref: { owner: 'composite', body: 'venus' },
      sign: 'libra',
      house: 7,
    });
    expect(readSummaryLine('Your Venus trine their Mars (orb 1°12′, applying)')).toMatchObject({
      kind: 'aspect',
      first: { owner: 'your', body: 'venus' },
      second: { owner: 'their', body: 'mars' },
      aspect: 'trine',
    });
    expect(readSummaryLine('Davison Sun opposite Moon (orb 2°01′, applying)')).toMatchObject({
      kind: 'aspect',
      first: { owner: 'davison', body: 'sun' },
      second: { owner: 'davison', body: 'moon' },
      aspect: 'opposition',
    });
    expect(readSummaryLine('Solar return Ascendant Leo 5°23′')).toMatchObject({
      kind: 'angle',
      owner: 'solar-return',
      angle: 'ascendant',
      sign: 'leo',
    });
    expect(readSummaryLine('Their Moon falls in your house 11')).toMatchObject({
      kind: 'overlay',
      host: 'your',
      house: 11,
    });
    expect(readSummaryLine('Progressed Moon in Leo 3°10′ in natal house 5')).toMatchObject({
      kind: 'placement',
      house: 5,
    });
    expect(
      readSummaryLine('Progressed North Node trine natal Jupiter (orb 0°52′, separating)'),
    ).toMatchObject({
      kind: 'aspect',
      first: { owner: 'progressed', body: 'node' },
    });
    expect(
      readSummaryLine(
        'House 8 is Aquarius: modern ruler Uranus in Gemini 29°55′ in house 11 and classical ruler Saturn in Virgo 5°16′ in house 2',
      ),
    ).toMatchObject({
      kind: 'house-ruler',
      house: 8,
      sign: 'aquarius',
      rulers: ['uranus', 'saturn'],
    });
    expect(readSummaryLine('House 1 holds Pluto (Leo 16°33′) and Moon (Leo 2°00′)')).toMatchObject({
      kind: 'occupants',
      bodies: ['pluto', 'moon'],
    });
    expect(readSummaryLine('Every body keeps its natal house at this place')).toMatchObject({
      kind: 'frame',
    });
  });

  it('recognises every line the dispatcher writes except its framing lines', () => {
    const framing =
      /^(Progressed to age|Davison chart for|Current solar return|Next lunar return|Current lunar month|Natal chart relocated|Every body keeps|\w+ reading from)/;
    for (const chartType of CHART_TYPE_IDS) {
      for (const person of [london1948, noTimeNoPlace]) {
        const chart = computeAdvancedChart(chartType, {
          person,
          partner: losAngeles1926,
          targetLocation: paris,
          today,
        });
        for (const line of chart.summary) {
          const fact = readSummaryLine(line);
          expect(fact.kind === 'frame', `${chartType}: ${line}`).toBe(framing.test(line));
        }
      }
    }
  });
});
