import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { careerSkyFacts, placementFact, signSkyFor } from '../../compose/sign-sky';
import { houseThemes } from './bank/house-themes';
import { careerAffirmations, practiceLines, reflectionQuestions } from './bank/guidance-lines';
import { ordinal } from '../../compose/chart/chart-words';
import { jupiterFrames, marsAspectLines, marsFrames, moonFrames, saturnFrames } from './bank/sky-frames';
import { signTalents, talentUses } from './bank/sign-talents';
import { tileOpenings } from './bank/tile-openings';
import { composeCareerReading } from './career-reading';
import { CAREER_TILE_IDS, careerTiles } from './career-tiles';
import { careerSlotNames } from './career-voice';
import { falseSkyClaims, spanOf } from '../../compose/quality/sky-claims';
import { addDays } from '../../time/calendar-date';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const DATE = '2026-11-24';

describe('composeCareerReading', () => {
  it.each(CAREER_TILE_IDS)('%s: at least 120 words for every sign, no slot left unfilled', (tile) => {
    for (const sign of SIGN_IDS) {
      const { markdown } = composeCareerReading({ sign, tile, date: DATE });
      expect(words(markdown), `${tile} ${sign}`).toBeGreaterThanOrEqual(120);
      expect(markdown, `${tile} ${sign}`).not.toMatch(/[{}]/);
      expect(markdown).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('is deterministic per sign, tile and period', () => {
    const first = composeCareerReading({ sign: 'virgo', tile: 'career-path', date: DATE });
    expect(composeCareerReading({ sign: 'virgo', tile: 'career-path', date: DATE })).toEqual(first);
  });

  it('names the real Jupiter and Saturn solar houses of the sign over two days (one slow planet a day)', () => {
    for (const sign of SIGN_IDS) {
      const sky = signSkyFor(sign, DATE);
      const { markdown: first, facts } = composeCareerReading({ sign, tile: 'finance-daily', date: DATE });
      const { markdown: second } = composeCareerReading({
        sign,
        tile: 'finance-daily',
        date: addDays(DATE, 1),
      });
      const both = `${first}\n${second}`;
      // A frame may open with the house ("Your 12th solar house holds Saturn…").
      const named = (house: number) => new RegExp(`your ${ordinal(house)} solar house`, 'i');
      expect(both).toMatch(named(sky.planets.jupiter.solarHouse));
      expect(both).toMatch(named(sky.planets.saturn.solarHouse));
      expect(both).toContain(placementFact(sky.planets.jupiter));
      expect(both).toContain(placementFact(sky.planets.saturn));
      expect(facts).toEqual(careerSkyFacts(sky));
    }
  });

  it('speaks of a month’s real course: a station within it is named with its date (issue 24)', () => {
    // December 2026: Saturn turns direct on Dec 10 and Jupiter retrograde on Dec 13, so neither
    // may be called retrograde or direct for the whole month, nor Mars put at its Dec 1 degree.
    for (const sign of SIGN_IDS)
      for (const tile of ['career-monthly', 'finance-monthly'] as const) {
        const { markdown } = composeCareerReading({ sign, tile, date: '2026-12-24' });
        expect(markdown).toContain('Saturn in Aries (turning direct on Dec 10)');
        expect(markdown).toContain('Jupiter in Leo (turning retrograde on Dec 13)');
        expect(markdown).not.toMatch(/Saturn retrograde|Jupiter retrograde|Mars at \d/);
        expect(falseSkyClaims(markdown, spanOf('2026-12-24', 'monthly'))).toEqual([]);
      }
  });

  it('makes no false sky claim on the days around the December 2026 stations', () => {
    for (let day = 0; day < 20; day += 1) {
      const date = addDays('2026-12-05', day);
      for (const tile of CAREER_TILE_IDS)
        for (const sign of ['aries', 'libra'] as const) {
          const { markdown } = composeCareerReading({ sign, tile, date });
          const period = tile.endsWith('-weekly')
            ? 'weekly'
            : tile.endsWith('-monthly')
              ? 'monthly'
              : 'daily';
          expect(falseSkyClaims(markdown, spanOf(date, period)), `${tile} ${sign} ${date}`).toEqual([]);
        }
    }
  });

  it('reads a weekly tile for its Sunday–Saturday week, with the week’s real lunation', () => {
    const tuesday = composeCareerReading({ sign: 'leo', tile: 'career-weekly', date: '2026-11-24' });
    const saturday = composeCareerReading({ sign: 'leo', tile: 'career-weekly', date: '2026-11-28' });
    expect(saturday.markdown).toBe(tuesday.markdown);
    expect(tuesday.headline).toBe('Career This Week for Leo · Nov 22 – Nov 28, 2026');
    expect(tuesday.markdown).toContain('**Full Moon in Gemini on Nov 24**, in your 11th solar house');
    const nextWeek = composeCareerReading({ sign: 'leo', tile: 'career-weekly', date: '2026-11-29' });
    expect(nextWeek.markdown).not.toBe(tuesday.markdown);
  });

  it('reads a monthly tile for its month, with every lunation of the month', () => {
    const reading = composeCareerReading({ sign: 'aries', tile: 'finance-monthly', date: '2026-11-24' });
    expect(reading.headline).toBe('Money This Month for Aries · November 2026');
    expect(composeCareerReading({ sign: 'aries', tile: 'finance-monthly', date: '2026-11-02' })).toEqual(
      reading,
    );
    expect(reading.markdown).toContain('New Moon in Scorpio on Nov 9');
    expect(reading.markdown).toContain('Full Moon in Gemini on Nov 24');
  });

  it('gives talent identification its own shape: three of the sign’s gifts', () => {
    const { markdown } = composeCareerReading({ sign: 'gemini', tile: 'talent-identification', date: DATE });
    const gifts = markdown.split('\n').filter((line) => line.startsWith('- **'));
    expect(gifts).toHaveLength(3);
    const known = signTalents.gemini.map((talent) => talent.toLowerCase());
    for (const gift of gifts) expect(known).toContain(/^- \*\*(.+?)\*\*/.exec(gift)?.[1]?.toLowerCase());
    expect(composeCareerReading({ sign: 'gemini', tile: 'life-purpose', date: DATE }).markdown).not.toContain(
      '**Gifts in focus**',
    );
  });

  it('opens each tile with a line of its own', () => {
    const openings = new Set(
      CAREER_TILE_IDS.map(
        (tile) =>
          composeCareerReading({ sign: 'libra', tile, date: DATE }).body.split('\n')[0]?.split('. ')[0],
      ),
    );
    expect(openings.size).toBe(CAREER_TILE_IDS.length);
    expect(composeCareerReading({ sign: 'libra', tile: 'career-path', date: DATE }).headline).toContain(
      careerTiles['career-path'].title,
    );
  });
});

const guidancePools = {
  practice: practiceLines,
  question: reflectionQuestions,
  affirmation: careerAffirmations,
};

describe('career sentence bank', () => {
  const KNOWN_SLOTS = new Set([
    'sign',
    'period',
    'jupiter',
    'jupiterHouse',
    'jupiterTheme',
    'saturn',
    'saturnHouse',
    'saturnTheme',
    'mars',
    'marsHouse',
    'marsTheme',
    'marsAspect',
    'moonPhase',
    'moonSign',
    'moonHouse',
    'moonTone',
    'moonWhen',
  ]);
  const everyTemplate = [
    ...Object.values(tileOpenings).flat(),
    ...jupiterFrames,
    ...saturnFrames,
    ...marsFrames,
    ...Object.values(marsAspectLines).flat(),
    ...moonFrames,
    ...Object.values(guidancePools).flatMap((pools) => Object.values(pools).flat()),
    ...talentUses,
  ];

  it('uses only slots the composer fills', () => {
    for (const template of everyTemplate)
      for (const slot of careerSlotNames(template)) expect(KNOWN_SLOTS, template).toContain(slot);
  });

  it('has no line twice, so no two signs are dealt the same words', () => {
    const seen = new Set<string>();
    for (const template of everyTemplate) {
      expect(seen.has(template), template).toBe(false);
      seen.add(template);
    }
  });

  it('deals every sign-free pool from at least twelve lines, and every frame pool from enough to rotate', () => {
    for (const [tile, pool] of Object.entries(tileOpenings))
      expect(pool.length, tile).toBeGreaterThanOrEqual(12);
    for (const [kind, pools] of Object.entries(guidancePools))
      for (const [category, pool] of Object.entries(pools))
        expect(pool.length, `${category} ${kind}`).toBeGreaterThanOrEqual(12);
    for (const pool of [jupiterFrames, saturnFrames]) expect(pool.length).toBeGreaterThanOrEqual(7);
    // Read by all thirteen tiles, which sit apart around the pool.
    for (const pool of [marsFrames, moonFrames, ...Object.values(marsAspectLines)])
      expect(pool.length).toBeGreaterThanOrEqual(13);
    for (const pool of Object.values(houseThemes)) expect(Object.keys(pool)).toHaveLength(12);
  });
});
