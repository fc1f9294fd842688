import { type Slots, fillTemplate } from './template';
import { pickDistinct, pickFrom, seededRandom } from './seeded-random';

/**
 * Picks and fills sentences for one reading. Every choice draws from one generator seeded by
 * the reading's key, so the same key always writes the same reading.
 */
export interface ReadingWriter {
  line(templates: readonly string[], extraSlots?: Slots): string;
  pick<T>(items: readonly T[]): T;
  pickDistinct<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function createReadingWriter(key: string, slots: Slots): ReadingWriter {
  const random = seededRandom(key);
  return {
    line: (templates, extraSlots) => fillTemplate(pickFrom(random, templates), { ...slots, ...extraSlots }),
    pick: (items) => pickFrom(random, items),
    pickDistinct: (items, count) => pickDistinct(random, items, count),
    chance: (probability) => random() < probability,
  };
}

/** "Leo", "Leo and Virgo", "Leo, Virgo and Libra". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/** Lit fraction as a whole percentage; never "0%", which reads as a mistake in prose. */
export const percentLit = (illumination: number): string =>
  `${Math.min(100, Math.max(1, Math.round(illumination * 100)))}%`;
