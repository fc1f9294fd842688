import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS } from '../../content/signs';
import { PALM_LINE_IDS, type PalmLine } from './palm-line';
import { palmLineList, palmLines } from './palm-line-catalogue';

/** Tool spec §3: the six lines with their elements and life aspects. */
const SPEC_LINES = [
  ['life-line', 'fire', 'Physical Health & Vitality'],
  ['heart-line', 'water', 'Love & Emotional Life'],
  ['head-line', 'air', 'Mental & Intellectual Life'],
  ['fate-line', 'earth', 'Destiny & Life Purpose'],
  ['sun-line', 'fire', 'Success & Recognition'],
  ['mercury-line', 'air', 'Communication & Intuition'],
] as const;

const TEXT_FIELDS = ['name', 'symbol', 'description', 'meaning', 'spiritualSignificance', 'emoji'] as const;

/**
 * Palmistry here is for reflection: phrasings that would read a line as a forecast of illness,
 * death or a lifespan. The kind disclaimers ("says nothing about how long anyone will live")
 * are allowed; a claim in the forecasting voice is not.
 */
const PREDICTION =
  /\b(you will (die|fall ill|get sick|live to)|(shows|measures|predicts|foretells) (how long you|your (lifespan|death)|(an )?(early )?death|illness)|die young)\b/i;

describe('the six palm lines', () => {
  it("holds the spec's six ids, elements and life aspects, in order", () => {
    expect(palmLineList.map((line) => [line.id, line.element, line.lifeAspect])).toEqual(SPEC_LINES);
    expect([...PALM_LINE_IDS]).toEqual(SPEC_LINES.map(([id]) => id));
  });

  it.each(palmLineList.map((line) => [line.id, line] as const))(
    '%s: every field is filled and the sign list is real and distinct',
    (id, line: PalmLine) => {
      expect(line.id).toBe(id);
      for (const field of TEXT_FIELDS) expect(line[field].trim(), `${id} ${field}`).not.toBe('');
      expect(ELEMENTS).toContain(line.element);
      expect(line.zodiacConnection.length, `${id} zodiacConnection`).toBeGreaterThan(0);
      for (const sign of line.zodiacConnection) expect(SIGN_IDS, `${id} lists ${sign}`).toContain(sign);
      expect(new Set(line.zodiacConnection).size, `${id} repeats a sign`).toBe(line.zodiacConnection.length);
      expect(line.readingTips.length, `${id} readingTips`).toBeGreaterThanOrEqual(3);
    },
  );

  it('predicts no illness, death or length of life in any text', () => {
    const offending = palmLineList.flatMap((line) =>
      [line.description, line.meaning, line.spiritualSignificance, ...line.readingTips]
        .filter((text) => PREDICTION.test(text))
        .map((text) => `${line.id}: ${text}`),
    );
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it('says kindly that the life line does not measure the length of a life', () => {
    expect(palmLines['life-line'].meaning).toMatch(/says nothing about how long/);
  });
});
