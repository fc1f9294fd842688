import { describe, expect, it } from 'vitest';
import { ELEMENTS, SIGN_IDS } from '../../content/signs';
import { signSkyFor } from '../../compose/sign-sky';
import { elementLines } from './bank/element-lines';
import { loveAffirmations, loveClosings, loveHeadlines } from './bank/frame-lines';
import { marsLines, venusMarsMeetingLines, moonLines } from './bank/sky-lines';
import { VENUS_MOTIONS, venusLines, venusMotionLines } from './bank/venus-lines';
import { LOVE_FALLBACK_TEMPLATES, loveFallbackText } from './love-fallbacks';
import { LOVE_FOCUS_IDS, loveFocusList } from './love-foci';
import { LOVE_SLOT_NAMES, type LoveSlotName, loveSlotNames } from './love-voice';

const perFocus = (name: string, table: Record<string, readonly string[]>) =>
  LOVE_FOCUS_IDS.map((focus) => ({ name: `${name}.${focus}`, pool: table[focus] ?? [] }));

/** Every pool with the least size its dealing needs: 12 for all signs, 9 for an element's three. */
const POOLS = [
  ...perFocus('venusLines', venusLines).map((entry) => ({ ...entry, least: 12 })),
  ...VENUS_MOTIONS.map((motion) => ({
    name: `venusMotionLines.${motion}`,
    pool: venusMotionLines[motion],
    least: 12,
  })),
  { name: 'marsLines', pool: marsLines, least: 12 },
  { name: 'meetingLines', pool: venusMarsMeetingLines, least: 12 },
  { name: 'moonLines', pool: moonLines, least: 12 },
  ...perFocus('loveHeadlines', loveHeadlines).map((entry) => ({ ...entry, least: 12 })),
  ...perFocus('loveClosings', loveClosings).map((entry) => ({ ...entry, least: 12 })),
  ...perFocus('loveAffirmations', loveAffirmations).map((entry) => ({ ...entry, least: 12 })),
  ...LOVE_FOCUS_IDS.flatMap((focus) =>
    ELEMENTS.map((element) => ({
      name: `elementLines.${focus}.${element}`,
      pool: elementLines[focus][element],
      least: 9,
    })),
  ),
];

describe('love content', () => {
  it('has the three focus tiles of the spec', () => {
    expect(loveFocusList.map((focus) => focus.id)).toEqual(['romance', 'relationships', 'self-love']);
    expect(loveFocusList.map((focus) => focus.title)).toEqual(['Romance', 'Relationships', 'Self-Love']);
  });

  it.each(POOLS)('$name is large enough to deal and has no duplicates', ({ pool, least }) => {
    expect(pool.length).toBeGreaterThanOrEqual(least);
    expect(new Set(pool).size).toBe(pool.length);
  });

  it('uses only the slots the composer fills, and never repeats a sentence across pools', () => {
    const all = POOLS.flatMap(({ pool }) => pool);
    for (const line of all) {
      for (const slot of loveSlotNames(line)) expect(LOVE_SLOT_NAMES, line).toContain(slot as LoveSlotName);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('names the planet in every Venus and Mars sentence, so a reading always states a real fact', () => {
    for (const line of LOVE_FOCUS_IDS.flatMap((focus) => venusLines[focus]))
      expect(line).toContain('{venusFact}');
    for (const line of marsLines) expect(line).toContain('{marsFact}');
    for (const line of venusMarsMeetingLines) expect(line).toContain('{meetingFact}');
  });
});

describe('love fallback templates (spec §8: by focus and element)', () => {
  const templates = LOVE_FOCUS_IDS.flatMap((focus) =>
    ELEMENTS.map((element) => LOVE_FALLBACK_TEMPLATES[focus][element]),
  );

  it('has twelve distinct templates, each naming the sign and long enough to stand as a reading', () => {
    expect(templates).toHaveLength(12);
    expect(new Set(templates).size).toBe(12);
    for (const template of templates) {
      expect(template).toContain('{sign}');
      expect(template.split(/\s+/).length).toBeGreaterThanOrEqual(70);
    }
  });

  it('chooses the template by the sign’s element and adds where Venus really is', () => {
    const text = loveFallbackText({ sign: 'scorpio', focus: 'relationships', date: '2026-10-10' });
    expect(text.startsWith(LOVE_FALLBACK_TEMPLATES.relationships.water.replaceAll('{sign}', 'Scorpio'))).toBe(
      true,
    );
    expect(text).toContain('*In the sky today: Venus retrograde at 7° Scorpio, in your 1st solar house.*');
    expect(loveFallbackText({ sign: 'cancer', focus: 'relationships', date: '2026-10-10' })).toContain(
      LOVE_FALLBACK_TEMPLATES.relationships.water.replaceAll('{sign}', 'Cancer'),
    );
  });

  it('gives every sign and focus a text with no slot left unfilled', () => {
    for (const sign of SIGN_IDS) {
      for (const focus of LOVE_FOCUS_IDS) {
        const text = loveFallbackText({ sign, focus, date: '2027-02-14' });
        expect(text).not.toMatch(/[{}]/);
        expect(text).toContain(`${signSkyFor(sign, '2027-02-14').planets.venus.degree}°`);
      }
    }
  });
});
