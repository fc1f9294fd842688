import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { sentencesOf } from '../../compose/quality/sentence-stats';
import type { Archetype } from '../../content/archetypes/archetype';
import { archetypeList, archetypes } from '../../content/archetypes/archetypes';
import { archetypeTemplateReading } from './archetype-template-reading';

const PAIRS = archetypeList.flatMap((archetype) => SIGN_IDS.map((sign) => [archetype, sign] as const));

/** Words a reader reads, headings and markdown marks aside. */
const wordsIn = (markdown: string) =>
  markdown
    .replace(/^#{1,6}\s.*$/gm, '')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe('the archetype template reading', () => {
  it.each(PAIRS.map(([archetype, sign]) => [archetype.id, sign, archetype] as const))(
    '%s for %s: at least 120 words under four headings, naming the sign, its element and the archetype',
    (id, sign, archetype) => {
      const reading = archetypeTemplateReading(archetype, sign);
      const where = `${id} × ${sign}`;
      expect(wordsIn(reading.body), `${where} word count`).toBeGreaterThanOrEqual(120);
      expect(reading.body.match(/^### .+$/gm), `${where} headings`).toHaveLength(4);
      expect(reading.body, `${where} names the sign's element`).toMatch(
        new RegExp(`\\b${signs[sign].element}\\b`),
      );
      expect(reading.body, `${where} names the sign`).toContain(signs[sign].name);
      expect(reading.markdown, `${where} names the archetype`).toContain(archetype.name);
      expect(reading.markdown, `${where} carries the affirmation`).toContain(archetype.affirmation);
    },
  );

  it('writes finished prose: no unfilled values, no doubled spaces, sentences that start with a capital', () => {
    for (const [archetype, sign] of PAIRS) {
      const { markdown } = archetypeTemplateReading(archetype, sign);
      const where = `${archetype.id} × ${sign}`;
      expect(markdown, `${where} has an unfilled value`).not.toMatch(/undefined|null|NaN|\$\{|\{\w+\}/);
      expect(markdown, `${where} has doubled spaces`).not.toMatch(/ {2}/);
      expect(markdown, `${where} says "a" before a vowel`).not.toMatch(/\ba [aeiou]/i);
      for (const paragraph of markdown.split('\n\n').filter((text) => !text.startsWith('#'))) {
        expect(paragraph, `${where}: "${paragraph}"`).toMatch(/^[*]{0,2}[^a-z]/u);
      }
    }
  });

  it('is fixed for a pair: the same archetype and sign always read the same', () => {
    for (const [archetype, sign] of PAIRS.slice(0, 12)) {
      expect(archetypeTemplateReading(archetype, sign)).toEqual(archetypeTemplateReading(archetype, sign));
    }
  });

  it('quotes the archetype’s own powers, gifts, shadows, tools and symbols', () => {
    for (const [archetype, sign] of PAIRS) {
      const text = archetypeTemplateReading(archetype, sign).body.toLowerCase();
      for (const field of [
        'mysticalPowers',
        'spiritualGifts',
        'shadowAspects',
        'ritualTools',
        'sacredSymbols',
      ] as const) {
        const quoted = archetype[field].some((item) => text.includes(item.toLowerCase()));
        expect(quoted, `${archetype.id} × ${sign} quotes none of its ${field}`).toBe(true);
      }
    }
  });

  it('writes from the archetype it is given, so a changed archetype changes the reading', () => {
    const altered: Archetype = {
      ...archetypes['mystic-oracle'],
      name: 'Tide Reader',
      affirmation: 'I read the tide and trust what it brings me.',
    };
    const { markdown } = archetypeTemplateReading(altered, 'cancer');
    expect(markdown).toContain('Tide Reader');
    expect(markdown).toContain('I read the tide and trust what it brings me.');
    expect(markdown).not.toContain('Mystic Oracle');
  });

  it('gives one sign a different reading for each archetype, sharing at most its two sign lines', () => {
    for (const sign of SIGN_IDS) {
      const readings = archetypeList.map(
        (archetype) => new Set(sentencesOf(archetypeTemplateReading(archetype, sign).markdown)),
      );
      readings.forEach((own, index) => {
        const others = readings.filter((_, other) => other !== index);
        const shared = [...own].filter((sentence) => others.some((set) => set.has(sentence)));
        expect(
          shared.length,
          `${sign} × ${archetypeList[index]?.id} shares ${shared.join(' | ')}`,
        ).toBeLessThanOrEqual(2);
      });
    }
  });
});
