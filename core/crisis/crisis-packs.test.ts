import { describe, expect, it } from 'vitest';
import { type CrisisLevel, assessCrisis } from './assess-crisis';
import { CRISIS_LANGUAGES } from './crisis-language';
import { CRISIS_KINDS } from './crisis-signals';
import { CRISIS_PACKS } from './languages';
import { NO_LEXICON, normalizeCrisisText } from './normalize';
import type { CrisisLanguagePack } from './phrase-pack';
import { MIN_SPELLED_LENGTH } from './speller';

/**
 * Every entry of every language pack, tested by its own example: the packs of the other
 * languages are covered the day they land, with no test to write.
 */
const PACKS: readonly CrisisLanguagePack[] = Object.values(CRISIS_PACKS);
const RANK: Readonly<Record<CrisisLevel, number>> = { none: 0, concern: 1, crisis: 2 };

const phrases = PACKS.flatMap((pack) =>
  pack.phrases.map((phrase) => ({ ...phrase, language: pack.language })),
);
const idioms = PACKS.flatMap((pack) => pack.idioms.map((idiom) => ({ ...idiom, language: pack.language })));

/**
 * What keeps a regex linear in the length of the message: no quantified group or class that
 * could be tried in exponentially many ways, and every gap bounded. Escaped characters are
 * read as plain ones first, so "\\." or "\\)" do not count.
 */
function unboundedShapes(source: string): string[] {
  const plain = source.replace(/\\./gu, 'E');
  const shapes: string[] = [];
  if (/\)(?:[*+]|\{\d+,\})/u.test(plain)) shapes.push('a group repeated without bound');
  if (/(?:\.|\[\^[^\]]*\])(?:[*+]|\{\d+,\})/u.test(plain)) shapes.push('a gap without bound');
  return shapes;
}

describe('the language packs', () => {
  it('cover every crisis language, each under its own name', () => {
    expect(Object.keys(CRISIS_PACKS).sort()).toEqual([...CRISIS_LANGUAGES].sort());
    for (const [language, pack] of Object.entries(CRISIS_PACKS)) expect(pack.language).toBe(language);
  });

  it('give every phrase and idiom an id of its own, prefixed by its language', () => {
    const ids = [...phrases, ...idioms].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of [...phrases, ...idioms]) expect(entry.id.startsWith(`${entry.language}.`)).toBe(true);
  });

  it.each(PACKS)('$language: markers and keywords are written in the normalised form', (pack) => {
    for (const marker of pack.markers) expect(normalizeCrisisText(marker, NO_LEXICON)).toBe(marker);
    for (const keyword of pack.keywords) {
      expect(keyword).toMatch(/^\p{L}+$/u);
      expect(keyword.length).toBeGreaterThanOrEqual(MIN_SPELLED_LENGTH);
      expect(normalizeCrisisText(keyword, NO_LEXICON)).toBe(keyword);
    }
  });

  it.each(PACKS)('$language: every regex stays linear by construction', (pack) => {
    const sources = [
      ...pack.phrases.map((phrase) => [phrase.id, phrase.pattern.source]),
      ...pack.idioms.map((idiom) => [idiom.id, idiom.pattern.source]),
      ...Object.entries(pack.proximity).map(([group, pattern]) => [`proximity.${group}`, pattern.source]),
    ];
    for (const [id, source = ''] of sources) expect(unboundedShapes(source), id).toEqual([]);
  });

  it('know only the kinds of the crisis layer', () => {
    for (const phrase of phrases) expect(CRISIS_KINDS).toContain(phrase.kind);
  });
});

describe.each(PACKS.filter((pack) => pack.phrases.length > 0))('$language phrases', (pack) => {
  it.each(pack.phrases)('$id catches its example: $example', (phrase) => {
    const assessment = assessCrisis(phrase.example);
    expect(assessment.matched).toContain(phrase.id);
    expect(RANK[assessment.level]).toBeGreaterThanOrEqual(RANK[phrase.strength]);
    expect(assessment.kind).toBe(phrase.kind);
  });
});

describe.each(PACKS.filter((pack) => pack.idioms.length > 0))('$language idioms', (pack) => {
  it.each(pack.idioms)('$id keeps its example harmless: $example', (idiom) => {
    const pattern = new RegExp(idiom.pattern.source, idiom.pattern.flags.replace(/[gy]/gu, ''));
    expect(pattern.test(normalizeCrisisText(idiom.example, NO_LEXICON))).toBe(true);
    expect(assessCrisis(idiom.example)).toMatchObject({ level: 'none', kind: null, matched: [] });
  });
});
