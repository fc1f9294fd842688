import { isArchetypeId } from '@core/features/mystical-personality/archetype';
import { archetypes } from '@core/features/mystical-personality/archetypes';

export const NO_ARCHETYPE = 'Archetype not yet discovered';

/**
 * The Mystical Personality page stores an archetype id ("mystic-oracle"); older profiles may
 * hold a name as text. Show the archetype's name, else the text, else the spec's empty words.
 */
export function archetypeName(stored: string): string {
  const text = stored.trim();
  if (isArchetypeId(text)) return `${archetypes[text].symbol} ${archetypes[text].name}`;
  return text === '' ? NO_ARCHETYPE : text;
}
