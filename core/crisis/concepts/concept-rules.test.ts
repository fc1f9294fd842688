import { describe, expect, it } from 'vitest';
import { assessCrisis, createCrisisAssessor } from '../assess-crisis';
import { CRISIS_KINDS } from '../crisis-signals';
import { CRISIS_PACKS } from '../languages';
import type { CrisisLanguagePack } from '../phrase-pack';
import { conceptMatchesIn } from './concept-matches';
import { conceptBuilders } from './concept-rule';

const PACKS: readonly CrisisLanguagePack[] = Object.values(CRISIS_PACKS);
const rules = PACKS.flatMap((pack) =>
  (pack.concepts?.rules ?? []).map((rule) => ({ ...rule, language: pack.language })),
);

/** The same linearity check the phrase packs pass: no unbounded repeat of a group or a gap. */
const unbounded = (source: string): boolean => {
  const plain = source.replace(/\\./gu, 'E');
  return /\)(?:[*+]|\{\d+,\})/u.test(plain) || /(?:\.|\[\^[^\]]*\])(?:[*+]|\{\d+,\})/u.test(plain);
};

describe('the concept sets', () => {
  it('exist for every language, with ids of their own prefixed by language', () => {
    for (const pack of PACKS) expect(pack.concepts?.rules.length, pack.language).toBeGreaterThan(20);
    const ids = rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules) expect(rule.id.startsWith(`${rule.language}.concept.${rule.kind}.`)).toBe(true);
  });

  it('cover every kind of crisis in every language', () => {
    for (const pack of PACKS) {
      for (const kind of CRISIS_KINDS) {
        expect(
          pack.concepts?.rules.some((rule) => rule.kind === kind),
          `${pack.language} ${kind}`,
        ).toBe(true);
      }
    }
  });

  it('stay linear by construction', () => {
    for (const rule of rules) {
      for (const pattern of [...rule.all, ...(rule.unless ? [rule.unless] : [])]) {
        expect(unbounded(pattern.source), rule.id).toBe(false);
      }
    }
  });
});

describe.each(PACKS)('$language concepts', (pack) => {
  it.each(pack.concepts?.rules ?? [])('$id catches its example: $example', (rule) => {
    const assessment = assessCrisis(rule.example);
    expect(assessment.level).not.toBe('none');
    expect(assessment.matched).toContain(rule.id);
  });
});

describe('conceptMatchesIn', () => {
  const { concept, guard } = conceptBuilders('en');
  const set = {
    rules: [concept('suicide', 'farewell', ['goodbye', 'forever'], 'goodbye forever', 'ex')],
    guard: guard('novel'),
  };

  it('needs every group in one sentence, not spread over two', () => {
    expect(conceptMatchesIn('goodbye forever', ['goodbye forever'], set)).toHaveLength(1);
    expect(conceptMatchesIn('goodbye. forever', ['goodbye', ' forever'], set)).toEqual([]);
  });

  it('lets the everyday context undo the rule, and the guard skip the sentence', () => {
    expect(conceptMatchesIn('goodbye forever to my ex', ['goodbye forever to my ex'], set)).toEqual([]);
    expect(
      conceptMatchesIn('in my novel she says goodbye forever', ['in my novel she says goodbye forever'], set),
    ).toEqual([]);
  });

  it('raises a concern, never a crisis, under the id of the rule', () => {
    const pack: CrisisLanguagePack = { ...CRISIS_PACKS.en, phrases: [], idioms: [], concepts: set };
    expect(createCrisisAssessor([pack])('goodbye forever')).toMatchObject({
      level: 'concern',
      kind: 'suicide',
      matched: ['en.concept.suicide.farewell'],
    });
  });
});
