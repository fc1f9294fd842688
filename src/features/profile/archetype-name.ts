import { isArchetypeId } from '@core/content/archetypes/archetype';
import { archetypes } from '@core/content/archetypes/archetypes';
import { archetypeInWords } from '@core/content/archetypes/archetype-words';

export const NO_ARCHETYPE = 'Archetype not yet discovered';

/** The profile card's line: the archetype's symbol and words, or the spec's empty words. */
export function archetypeName(stored: string): string {
  const text = stored.trim();
  if (isArchetypeId(text)) return `${archetypes[text].symbol} ${archetypes[text].name}`;
  return text === '' ? NO_ARCHETYPE : archetypeInWords(text);
}
