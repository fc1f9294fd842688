import { describe, expect, it } from 'vitest';
import { PAIR_SLOT_NAMES, pairSlotNames } from '../../compose/pair/pair-voice';
import { analysisAffirmations, analysisOpenings, analysisPractices } from './bank/analysis-lines';
import { ANALYSIS_CATEGORIES, ANALYSIS_IDS, analysisList, relationshipAnalysisTypes } from './analysis-types';
import * as healing from './bank/healing-lines';

describe('relationship analysis types (spec §9)', () => {
  it('has the ten ids of the spec, in its order, each once', () => {
    expect(ANALYSIS_IDS).toEqual([
      'relationship-strengths',
      'relationship-challenges',
      'soulmate-score',
      'friendship-compatibility',
      'family-dynamics',
      'romantic-potential',
      'marriage-partnership',
      'communication-styles',
      'intimacy-passion',
      'breakup-healing',
    ]);
    expect(analysisList.map((type) => type.id)).toEqual(ANALYSIS_IDS);
  });

  it('groups them five compatibility, four relationship, one healing', () => {
    const byCategory = Object.fromEntries(
      ANALYSIS_CATEGORIES.map((category) => [
        category,
        analysisList.filter((type) => type.category === category).map((type) => type.id),
      ]),
    );
    expect(byCategory).toEqual({
      compatibility: [
        'relationship-strengths',
        'relationship-challenges',
        'soulmate-score',
        'friendship-compatibility',
        'family-dynamics',
      ],
      relationship: [
        'romantic-potential',
        'marriage-partnership',
        'communication-styles',
        'intimacy-passion',
      ],
      healing: ['breakup-healing'],
    });
  });

  it('needs two signs for every analysis but breakup healing', () => {
    for (const type of analysisList) {
      expect(type.requiresTwoSigns, type.id).toBe(type.id !== 'breakup-healing');
    }
  });

  it('gives every analysis a title, a description in our words and two different bond and sky parts', () => {
    for (const type of analysisList) {
      expect(type.title.length, type.id).toBeGreaterThan(3);
      expect(type.description.length, type.id).toBeGreaterThan(20);
      expect(new Set(type.bond).size, type.id).toBe(2);
      expect(new Set(type.sky).size, type.id).toBe(2);
    }
    expect(relationshipAnalysisTypes['soulmate-score'].title).toBe('Soulmate Score');
  });
});

describe('relationship analysis sentence banks', () => {
  const pairPools = {
    ...Object.fromEntries(Object.entries(analysisOpenings).map(([id, pool]) => [`opening ${id}`, pool])),
    ...Object.fromEntries(Object.entries(analysisPractices).map(([id, pool]) => [`practice ${id}`, pool])),
    affirmations: analysisAffirmations,
  } as Record<string, readonly string[]>;

  it.each(Object.entries(pairPools))('%s: seven or more distinct lines naming the partner', (_name, pool) => {
    expect(pool.length).toBeGreaterThanOrEqual(7);
    expect(new Set(pool).size).toBe(pool.length);
    for (const line of pool) {
      expect(line).toContain('{second}');
      for (const slot of pairSlotNames(line)) expect(PAIR_SLOT_NAMES, line).toContain(slot);
    }
  });

  it('holds twelve or more affirmations, so the ten analyses of one day each get their own', () => {
    expect(analysisAffirmations.length).toBeGreaterThanOrEqual(12);
  });

  it.each(Object.entries(healing))(
    'healing %s: seven or more distinct lines naming the sign, not a partner',
    (_name, pool) => {
      expect(pool.length).toBeGreaterThanOrEqual(7);
      expect(new Set(pool).size).toBe(pool.length);
      for (const line of pool) {
        expect(line).toContain('{first}');
        expect(line).not.toContain('{second}');
        for (const slot of pairSlotNames(line)) expect(PAIR_SLOT_NAMES, line).toContain(slot);
      }
    },
  );

  it('covers every two-sign analysis with openings and practices', () => {
    const twoSign = ANALYSIS_IDS.filter((id) => relationshipAnalysisTypes[id].requiresTwoSigns);
    expect(Object.keys(analysisOpenings).sort()).toEqual([...twoSign].sort());
    expect(Object.keys(analysisPractices).sort()).toEqual([...twoSign].sort());
  });
});
