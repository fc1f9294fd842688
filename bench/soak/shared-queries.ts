import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { SIGN_IDS } from '@core/content/signs';
import { CAREER_TILE_IDS } from '@core/features/career/career-tiles';
import { CRYSTAL_IDS } from '@core/features/crystal-scrying/crystal';
import { LOVE_FOCUS_IDS } from '@core/features/love/love-foci';
import { ARCHETYPE_IDS } from '@core/content/archetypes/archetype';
import { PALM_FOCUS_IDS } from '@core/features/palmistry/palm-foci';
import { PATTERN_IDS } from '@core/features/sacred-geometry/pattern';
import { WELLBEING_TOPIC_IDS } from '@core/features/wellbeing/wellbeing-topics';
import { readingRequestSchema } from '@core/features/reading-request';
import { addDays } from '@core/time/calendar-date';
import { cacheKeyOf } from '@server/generation/reading-service';

type Fields = Record<string, string>;

/** Every sign with every id of one catalogue, as one feature's shared requests. */
const perSign = (feature: string, field: string, ids: readonly string[]): Fields[] =>
  SIGN_IDS.flatMap((sign) => ids.map((id) => ({ feature, sign, [field]: id })));

/** The shared readings of one date: over a thousand, each a new generation until cached. */
const SHARED_OF_A_DAY: readonly Fields[] = [
  ...SIGN_IDS.flatMap((firstSign) =>
    SIGN_IDS.map((secondSign) => ({ feature: 'compatibility', firstSign, secondSign })),
  ),
  ...perSign('career', 'tile', CAREER_TILE_IDS),
  ...perSign('cosmic-calendar', 'category', CALENDAR_CATEGORY_IDS),
  ...perSign('love', 'focus', LOVE_FOCUS_IDS),
  ...perSign('crystal-scrying', 'crystal', CRYSTAL_IDS),
  ...perSign('sacred-geometry', 'pattern', PATTERN_IDS),
  ...perSign('mystical-personality', 'archetype', ARCHETYPE_IDS),
  ...perSign('palmistry', 'focus', PALM_FOCUS_IDS),
  ...perSign('wellbeing', 'topic', WELLBEING_TOPIC_IDS),
];

/**
 * `count` distinct shared readings as `GET /api/readings` query strings, for the three dates the
 * server accepts around `today` (the server's UTC date): what one client can ask for that no
 * cache has yet, each one a new generation.
 */
export function distinctSharedQueries(count: number, today: string): string[] {
  const byKey = new Map<string, string>();
  for (const date of [today, addDays(today, -1), addDays(today, 1)]) {
    for (const fields of SHARED_OF_A_DAY) {
      // Some readings are shared beyond one date (one text for a span): the cache key decides.
      const key = cacheKeyOf(readingRequestSchema.parse({ ...fields, date }));
      if (key === undefined) throw new Error(`Not a shared reading: ${JSON.stringify(fields)}`);
      if (!byKey.has(key)) byKey.set(key, new URLSearchParams({ ...fields, date }).toString());
      if (byKey.size === count) return [...byKey.values()];
    }
  }
  throw new Error(`Only ${byKey.size} distinct shared readings, not ${count}.`);
}
