import { describe, expect, it } from 'vitest';
import { sentencesOf, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import {
  london1948,
  losAngeles1926,
  noTimeNoPlace,
  paris,
  today,
} from '../../sky/advanced/advanced-fixtures';
import { CHART_TYPE_IDS, type ChartTypeId } from '../../sky/advanced/chart-type-ids';
import { computeAnyAdvancedChart } from '../../sky/advanced/compute-advanced-chart';
import { computeRequestedChart } from '@core/features/advanced-chart/requested-chart';
import { composeAdvancedReading } from './advanced-reading';
import { qualitySampleRequest } from './quality-sample-fixtures';
import { chartSummary } from './chart-summary';
import { VARIETY_PEOPLE, VARIETY_TARGETS, VARIETY_TODAY } from './variety-fixtures';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Person `index` of the variety set, with the next one as partner and a relocation target of their own. */
function varietyReading(type: ChartTypeId, index: number) {
  const person = VARIETY_PEOPLE[index % 12];
  const partner = VARIETY_PEOPLE[(index + 1) % 12];
  if (!person || !partner) throw new RangeError('the variety set has twelve people');
  const chart = computeAnyAdvancedChart(type, {
    person: person.moment,
    partner: partner.moment,
    targetLocation: VARIETY_TARGETS[index % 12] ?? paris,
    today: VARIETY_TODAY,
  });
  return {
    chart,
    reading: composeAdvancedReading({ chart, names: { first: person.name, second: partner.name } }),
  };
}

const readingsOf = (type: ChartTypeId) =>
  Array.from({ length: 12 }, (_, index) => varietyReading(type, index).reading.markdown);

/** The reading `npm run quality` measures for person `index` of its sample, through the same request path. */
function qualitySampleReading(type: ChartTypeId, index: number): string {
  const request = qualitySampleRequest(type, index);
  return composeAdvancedReading({
    chart: computeRequestedChart(request),
    names: { first: request.person.name, ...(request.partner ? { second: request.partner.name } : {}) },
  }).markdown;
}

/**
 * Stricter than the report's 5 % budget, so a small change to the phrase pools cannot tip a
 * chart type over it unnoticed.
 */
const SHARED_BUDGET = 0.03;

/** Every sentence that stands in more than one of the readings, for a failure message. */
function sharedSentences(readings: readonly string[]): string[] {
  const owners = new Map<string, number>();
  for (const reading of readings)
    for (const sentence of new Set(sentencesOf(reading)))
      owners.set(sentence, (owners.get(sentence) ?? 0) + 1);
  return [...owners].filter(([, count]) => count > 1).map(([sentence, count]) => `${count}× ${sentence}`);
}

describe('composeAdvancedReading', () => {
  it.each(CHART_TYPE_IDS)('%s: twelve people’s readings share under 3% of their sentences', (type) => {
    const readings = readingsOf(type);
    const { rate } = sharedSentenceRate(readings);
    expect(rate, `shared sentences:\n${sharedSentences(readings).join('\n')}`).toBeLessThan(SHARED_BUDGET);
  });

  it.each(CHART_TYPE_IDS)(
    '%s: the quality report’s twelve people share under 3% of their sentences',
    (type) => {
      const readings = Array.from({ length: 12 }, (_, index) => qualitySampleReading(type, index));
      const { rate } = sharedSentenceRate(readings);
      expect(rate, `shared sentences:\n${sharedSentences(readings).join('\n')}`).toBeLessThan(SHARED_BUDGET);
      for (const reading of readings) {
        const words = wordCount(reading);
        expect(words).toBeGreaterThanOrEqual(300);
        expect(words).toBeLessThanOrEqual(800);
      }
    },
  );

  it.each(CHART_TYPE_IDS)(
    '%s: headed sections of interpretive prose, 300–800 words, no table rows',
    (type) => {
      for (let index = 0; index < 12; index += 1) {
        const { chart, reading } = varietyReading(type, index);
        const label = `${type} for ${VARIETY_PEOPLE[index]?.name ?? ''}`;
        const words = wordCount(reading.markdown);
        expect(words, label).toBeGreaterThanOrEqual(300);
        expect(words, label).toBeLessThanOrEqual(800);
        expect(reading.markdown.match(/^### \S/gm)?.length ?? 0, label).toBeGreaterThanOrEqual(3);
        expect(reading.markdown, `${label}: a bullet line`).not.toMatch(/^\s*([-*+]|\d+\.) /m);
        expect(reading.markdown, `${label}: a bold fact followed by a dash`).not.toMatch(/\*\*[^*]+\*\* — /);
        expect(reading.markdown, label).not.toMatch(/[{}<>]|undefined|NaN|\[object/);
        for (const line of chartSummary(chart))
          expect(reading.markdown, `${label} restates "${line}"`).not.toContain(line);
        const sentences = sentencesOf(reading.markdown);
        const repeated = sentences.filter((sentence, at) => sentences.indexOf(sentence) !== at);
        expect(repeated, `${label}: repeated inside the reading`).toEqual([]);
      }
    },
  );

  it.each(CHART_TYPE_IDS)('%s: the same chart and names always read the same', (type) => {
    expect(varietyReading(type, 3).reading).toEqual(varietyReading(type, 3).reading);
  });

  it('names both people in relationship charts and only the person in the others', () => {
    const synastry = varietyReading('synastry', 0).reading;
    expect(synastry.headline).toBe('Synastry: Maya & Sam');
    expect(synastry.markdown).toMatch(/Who Stirs Whom/);
    expect(synastry.markdown).toMatch(/Sam’s/);
    expect(varietyReading('progressed', 0).reading.headline).toBe('Progressed Chart for Maya');
  });

  it('keeps the medical, financial and vocational readings to reflection, never advice or diagnosis', () => {
    const caution = {
      medical: /never a diagnosis/,
      financial: /not financial advice/,
      vocational: /not career advice/,
    } as const;
    for (const type of ['medical', 'financial', 'vocational'] as const) {
      for (let index = 0; index < 12; index += 1) {
        const reading = varietyReading(type, index).reading.markdown;
        expect(reading, type).toMatch(/reflection/i);
        expect(reading, type).toMatch(caution[type]);
      }
    }
  });

  it('says what missing birth data costs, in the reading’s own words', () => {
    for (const type of CHART_TYPE_IDS) {
      const chart = computeAnyAdvancedChart(type, {
        person: noTimeNoPlace,
        partner: losAngeles1926,
        targetLocation: paris,
        today,
      });
      const reading = composeAdvancedReading({ chart, names: { first: 'Ana', second: 'Ben' } }).markdown;
      expect(reading, type).toMatch(/\*About the data:\* Without your birth time/);
      expect(wordCount(reading), type).toBeGreaterThanOrEqual(200);
      const complete = computeAnyAdvancedChart(type, {
        person: london1948,
        partner: losAngeles1926,
        targetLocation: paris,
        today,
      });
      expect(
        composeAdvancedReading({ chart: complete, names: { first: 'Ana', second: 'Ben' } }).markdown,
      ).not.toMatch(/About the data/);
    }
  });
});
