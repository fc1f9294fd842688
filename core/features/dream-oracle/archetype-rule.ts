import type { SignId } from '../../content/signs';
import type { CosmicSymbolId } from './cosmic-symbols';
import { type DreamArchetype, type DreamArchetypeId, dreamArchetypeList } from './dream-archetypes';

export interface ArchetypeInput {
  description: string;
  symbols: readonly CosmicSymbolId[];
  sign: SignId;
}

interface ArchetypeRule {
  archetype: DreamArchetypeId;
  words: readonly string[];
  symbol: CosmicSymbolId;
}

/**
 * Tool spec §4: the first matching rule wins; words match anywhere in the description, in any
 * case. Rule 4's stars can never win, since rule 1 takes stars first: kept as the spec has it.
 */
export const ARCHETYPE_RULES: readonly ArchetypeRule[] = [
  { archetype: 'prophetic-dreamer', words: ['future', 'vision'], symbol: 'stars' },
  { archetype: 'healing-dreamer', words: ['heal', 'peace'], symbol: 'water' },
  { archetype: 'warrior-dreamer', words: ['fight', 'protect'], symbol: 'fire' },
  { archetype: 'cosmic-dreamer', words: ['space', 'cosmic'], symbol: 'stars' },
  { archetype: 'alchemical-dreamer', words: ['transform', 'change'], symbol: 'death' },
];

/** The archetype a dream reveals; rule 6 reads the archetypes in order (default the spec's six). */
export function chooseArchetype(
  { description, symbols, sign }: ArchetypeInput,
  archetypes: readonly DreamArchetype[] = dreamArchetypeList,
): DreamArchetypeId {
  const text = description.toLowerCase();
  const matched = ARCHETYPE_RULES.find(
    (rule) => rule.words.some((word) => text.includes(word)) || symbols.includes(rule.symbol),
  );
  if (matched) return matched.archetype;
  return archetypes.find((archetype) => archetype.zodiacSigns.includes(sign))?.id ?? 'prophetic-dreamer';
}
