import { pickDistinct, pickFrom, seededRandom } from '../seeded-random';
import { type ChartSlots, fillChartTemplate } from './chart-template';

/**
 * Picks and fills sentences for one chart or calendar reading. Every choice draws from one
 * generator seeded by the reading's key, so the same chart always reads the same way.
 */
export interface ChartWriter {
  line(templates: readonly string[], slots?: ChartSlots): string;
  pick<T>(items: readonly T[]): T;
  pickDistinct<T>(items: readonly T[], count: number): T[];
  /**
   * Like `pick`, but prefers items this writer has not handed out yet, so two planets in one
   * sign or house are not described with the same phrase.
   */
  pickFresh<T>(items: readonly T[]): T;
}

export function createChartWriter(key: string, baseSlots: ChartSlots = {}): ChartWriter {
  const random = seededRandom(key);
  const used = new Set<unknown>();
  const pickFresh = <T>(items: readonly T[]): T => {
    const fresh = items.filter((item) => !used.has(item));
    const item = pickFrom(random, fresh.length > 0 ? fresh : items);
    used.add(item);
    return item;
  };
  return {
    // Templates too are taken fresh first, so ten placements do not all open the same way.
    line: (templates, slots) => fillChartTemplate(pickFresh(templates), { ...baseSlots, ...slots }),
    pick: (items) => pickFrom(random, items),
    pickDistinct: (items, count) => pickDistinct(random, items, count),
    pickFresh,
  };
}
