import { isArchetypeId } from './archetype';
import { archetypes } from './archetypes';

/**
 * The Mystical Personality page stores an archetype id ("mystic-oracle"); older profiles may
 * hold a name typed as text. People (the profile page) and the chat prompt both need words, not
 * an id: the archetype's name and title, else the stored text as it is.
 */
export function archetypeInWords(stored: string): string {
  const text = stored.trim();
  if (!isArchetypeId(text)) return text;
  const archetype = archetypes[text];
  return `${archetype.name}, ${archetype.title}`;
}
