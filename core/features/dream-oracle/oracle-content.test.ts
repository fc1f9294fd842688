import { describe, expect, it } from 'vitest';
import { PLANET_IDS, SIGN_IDS } from '../../content/signs';
import { ANALYSIS_TYPE_IDS, DEFAULT_ANALYSIS_TYPE, oracleAnalysisTypeList } from './analysis-types';
import { frameProblems, phrasePoolProblems } from '../../compose/dream/dream-phrase';
import {
  analysisTypeClauses,
  archetypeClauses,
  cosmicSymbolClauses,
  noSymbolClauses,
} from './bank/oracle-clauses';
import { ORACLE_FRAMES } from './bank/oracle-frames';
import {
  ORACLE_ADVICE,
  ORACLE_AFFIRMATIONS,
  ORACLE_ELEMENT,
  ORACLE_OPENING,
  ORACLE_PRACTICE,
  ORACLE_QUESTIONS,
} from './bank/oracle-lines';
import { oracleWisdomClauses } from './bank/oracle-wisdom-lines';
import { COSMIC_SYMBOL_IDS, cosmicSymbolList } from './cosmic-symbols';
import { DREAM_ARCHETYPE_IDS, dreamArchetypeList } from './dream-archetypes';
import { ORACLE_WISDOM_TOPIC_IDS, oracleWisdomTopicList } from './oracle-wisdom-topics';

/** Tool spec §2, §3 and §9: the Oracle's ids, counts and fields. */
describe('Divine Dream Oracle content', () => {
  it('has the spec’s ten cosmic symbols, with every field filled', () => {
    expect(COSMIC_SYMBOL_IDS).toEqual([
      'flying',
      'water',
      'fire',
      'animals',
      'death',
      'numbers',
      'light',
      'crystals',
      'temples',
      'stars',
    ]);
    for (const symbol of cosmicSymbolList) {
      for (const field of ['name', 'symbol', 'meaning', 'spiritualMessage', 'emoji'] as const) {
        expect(symbol[field].trim(), `${symbol.id}.${field}`).not.toBe('');
      }
      expect(PLANET_IDS, `${symbol.id}.planetaryRuler`).toContain(symbol.planetaryRuler);
      expect(symbol.zodiacConnection.length, `${symbol.id}.zodiacConnection`).toBeGreaterThan(0);
    }
  });

  it('has the spec’s six archetypes, with every field filled and every sign listed somewhere', () => {
    expect(DREAM_ARCHETYPE_IDS).toEqual([
      'prophetic-dreamer',
      'healing-dreamer',
      'warrior-dreamer',
      'cosmic-dreamer',
      'alchemical-dreamer',
      'royal-dreamer',
    ]);
    for (const archetype of dreamArchetypeList) {
      for (const field of ['name', 'title', 'description', 'icon'] as const) {
        expect(archetype[field].trim(), `${archetype.id}.${field}`).not.toBe('');
      }
      expect(archetype.color, `${archetype.id}.color`).toMatch(/^#[0-9a-f]{6}$/);
      expect(archetype.dreamTypes.length, `${archetype.id}.dreamTypes`).toBeGreaterThanOrEqual(2);
      expect(archetype.spiritualGifts.length, `${archetype.id}.spiritualGifts`).toBeGreaterThanOrEqual(2);
    }
    const listed = new Set(dreamArchetypeList.flatMap((archetype) => archetype.zodiacSigns));
    expect([...SIGN_IDS].filter((sign) => !listed.has(sign))).toEqual([]);
  });

  it('has the spec’s nine analysis types, astrological interpretation first and by default', () => {
    expect(ANALYSIS_TYPE_IDS).toEqual([
      'astrological-interpretation',
      'planetary-influences',
      'past-life-memories',
      'prophetic-analysis',
      'chakra-healing',
      'archetype-analysis',
      'lunar-cycles',
      'karmic-patterns',
      'soul-purpose',
    ]);
    expect(DEFAULT_ANALYSIS_TYPE).toBe('astrological-interpretation');
    for (const type of oracleAnalysisTypeList) expect(type.description.length, type.id).toBeGreaterThan(20);
  });

  it('has the spec’s three wisdom topics in order', () => {
    expect(ORACLE_WISDOM_TOPIC_IDS).toHaveLength(3);
    expect(oracleWisdomTopicList.map((topic) => topic.title)).toEqual([
      'Prophetic Visions',
      'Cosmic Symbols',
      'Dream Archetypes',
    ]);
  });

  it('writes clauses every frame can hold: one clause per combination, coprime pools, short frames', () => {
    const shared = [
      ...Object.values(cosmicSymbolClauses),
      ...Object.values(analysisTypeClauses),
      ...Object.values(archetypeClauses),
      ...Object.values(ORACLE_ELEMENT),
      noSymbolClauses,
    ];
    // Each sign's own lines: 63 combinations or more, so no sign meets one twice in two months.
    const own = [ORACLE_OPENING, ORACLE_ADVICE, ORACLE_QUESTIONS, ORACLE_AFFIRMATIONS, ORACLE_PRACTICE];
    const problems = [
      ...shared.flatMap((pools) => phrasePoolProblems(pools, 12)),
      ...own.flatMap((pools) => phrasePoolProblems(pools, 63)),
      ...Object.values(oracleWisdomClauses).flatMap((pools) => phrasePoolProblems(pools, 55)),
      ...ORACLE_FRAMES.flatMap(frameProblems),
    ];
    expect(problems).toEqual([]);
    expect(ORACLE_FRAMES).toHaveLength(31);
    expect(new Set(ORACLE_FRAMES).size).toBe(ORACLE_FRAMES.length);
  });
});
