import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { ARCHETYPE_RULES, type ArchetypeInput, chooseArchetype } from './archetype-rule';
import { type DreamArchetype, dreamArchetypeList, dreamArchetypes } from './dream-archetypes';

const dream = (overrides: Partial<ArchetypeInput>): ArchetypeInput => ({
  description: 'I walked along a quiet road.',
  symbols: [],
  sign: 'gemini',
  ...overrides,
});

/** Tool spec §4: each rule by its words (any case, inside longer words) and by its symbol. */
const EACH_RULE: [string, Partial<ArchetypeInput>, string][] = [
  ['rule 1 "future"', { description: 'I saw my FUTURE home' }, 'prophetic-dreamer'],
  ['rule 1 "vision"', { description: 'a strange Vision came' }, 'prophetic-dreamer'],
  ['rule 1 stars', { symbols: ['stars'] }, 'prophetic-dreamer'],
  ['rule 2 "heal"', { description: 'my knee was healing' }, 'healing-dreamer'],
  ['rule 2 "peace"', { description: 'such Peaceful fields' }, 'healing-dreamer'],
  ['rule 2 water', { symbols: ['water'] }, 'healing-dreamer'],
  ['rule 3 "fight"', { description: 'a Fight at the market' }, 'warrior-dreamer'],
  ['rule 3 "protect"', { description: 'I was protecting my sister' }, 'warrior-dreamer'],
  ['rule 3 fire', { symbols: ['fire'] }, 'warrior-dreamer'],
  ['rule 4 "space"', { description: 'floating in SPACE' }, 'cosmic-dreamer'],
  ['rule 4 "cosmic"', { description: 'a Cosmic wind' }, 'cosmic-dreamer'],
  ['rule 5 "transform"', { description: 'the house transformed' }, 'alchemical-dreamer'],
  ['rule 5 "change"', { description: 'everything Changed overnight' }, 'alchemical-dreamer'],
  ['rule 5 death', { symbols: ['death'] }, 'alchemical-dreamer'],
];

/** The order: when two rules match, the earlier one wins. */
const ORDER: [string, Partial<ArchetypeInput>, string][] = [
  ['1 before 2', { description: 'a vision of peace' }, 'prophetic-dreamer'],
  ['1 (stars) before 2 (water)', { symbols: ['water', 'stars'] }, 'prophetic-dreamer'],
  ['2 before 3', { description: 'we fight, then heal' }, 'healing-dreamer'],
  ['2 (water) before 3 (fire)', { symbols: ['fire', 'water'] }, 'healing-dreamer'],
  ['3 before 4', { description: 'protect the cosmic gate' }, 'warrior-dreamer'],
  ['4 before 5', { description: 'space began to change' }, 'cosmic-dreamer'],
  ['3 (fire) before 5 (death)', { symbols: ['death', 'fire'] }, 'warrior-dreamer'],
  ['4 (words) before 5 (death)', { description: 'outer space', symbols: ['death'] }, 'cosmic-dreamer'],
  [
    'rule 4’s stars never wins: rule 1 takes it',
    { symbols: ['stars'], description: 'change' },
    'prophetic-dreamer',
  ],
  ['words before sign', { description: 'peace', sign: 'leo' }, 'healing-dreamer'],
];

describe('chooseArchetype (tool spec §4)', () => {
  it.each(EACH_RULE)('%s', (_name, input, expected) => {
    expect(chooseArchetype(dream(input))).toBe(expected);
  });

  it.each(ORDER)('order: %s', (_name, input, expected) => {
    expect(chooseArchetype(dream(input))).toBe(expected);
  });

  it('keeps the spec’s five word rules in the spec’s order', () => {
    expect(ARCHETYPE_RULES.map((rule) => rule.archetype)).toEqual([
      'prophetic-dreamer',
      'healing-dreamer',
      'warrior-dreamer',
      'cosmic-dreamer',
      'alchemical-dreamer',
    ]);
  });

  it.each(SIGN_IDS)('rule 6: with no match, %s gets the first archetype listing it', (sign) => {
    const first = dreamArchetypeList.find((archetype) => archetype.zodiacSigns.includes(sign));
    expect(first, `${sign} is in no archetype's zodiacSigns`).toBeDefined();
    expect(chooseArchetype(dream({ sign }))).toBe(first?.id);
  });

  it('rule 6 reads the archetypes in order: Taurus is alchemical before royal', () => {
    expect(dreamArchetypes['alchemical-dreamer'].zodiacSigns).toContain('taurus');
    expect(dreamArchetypes['royal-dreamer'].zodiacSigns).toContain('taurus');
    expect(chooseArchetype(dream({ sign: 'taurus' }))).toBe('alchemical-dreamer');
  });

  it('rule 6: a sign no archetype lists gets the prophetic dreamer', () => {
    const withoutLeo: DreamArchetype[] = dreamArchetypeList.map((archetype) => ({
      ...archetype,
      zodiacSigns: archetype.zodiacSigns.filter((sign) => sign !== 'leo'),
    }));
    expect(chooseArchetype(dream({ sign: 'leo' }), withoutLeo)).toBe('prophetic-dreamer');
    expect(chooseArchetype(dream({ sign: 'leo' }))).toBe('royal-dreamer');
  });
});
