import { pickFrom, seededRandom } from '../../compose/seeded-random';

/**
 * Chooses words for one advanced reading. Every choice draws from one generator seeded by the
 * chart's own facts, so a chart always reads the same way; `fresh` prefers what this reading
 * has not used yet, so no sentence shape or phrase comes back inside one reading.
 */
export interface AdvancedWriter {
  pick<T>(items: readonly T[]): T;
  fresh<T>(items: readonly T[]): T;
  /** True with the given probability: lets a reading leave out an optional clause. */
  chance(probability: number): boolean;
}

export function createAdvancedWriter(key: string): AdvancedWriter {
  const random = seededRandom(key);
  const used = new Set<unknown>();
  return {
    pick: (items) => pickFrom(random, items),
    fresh: (items) => {
      const unused = items.filter((item) => !used.has(item));
      const item = pickFrom(random, unused.length > 0 ? unused : items);
      used.add(item);
      return item;
    },
    chance: (probability) => random() < probability,
  };
}

/** A sentence from parts: the first letter raised, one final stop. */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const raised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(raised) ? raised : `${raised}.`;
}

/** Sentences joined into one paragraph, dropping any a reading has already said. */
export function paragraph(sentences: readonly string[], said: Set<string>): string {
  const fresh = sentences.filter((text) => {
    const key = text.toLowerCase();
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
  return fresh.join(' ');
}

/** "Sun", "Sun and Moon", "Sun, Moon and Venus". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}
