/**
 * A small speller for the crisis words only: a slip of one letter ("sucide", "suicde",
 * "myslef"), or two in a long word ("unconcius"), is corrected to the pack keyword it misses,
 * so the phrases still match. It never touches a word it knows (markers, keywords, the words
 * of the packs' examples), short words, or a word two keywords are equally close to.
 */

/** Shorter words have too many real neighbours one letter away ("dying" / "dyeing"). */
export const MIN_SPELLED_LENGTH = 5;
/** From this length on (of both words) two slips are allowed. */
const TWO_SLIPS_FROM = 8;
/** Corrections are remembered per token; the cache is emptied when it reaches this size. */
const CACHE_LIMIT = 2000;

/**
 * The Damerau (optimal string alignment) distance between two words, or `limit + 1` as soon
 * as it is known to exceed `limit`: a swap of two neighbours counts as one slip.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * Two letters replaced in a word of the same length is more often another word than two slips
 * ("overcome" / "overdose", "susciter" / "suicider"); a two-slip correction needs a letter
 * added, dropped or swapped.
 */
function onlyTwoReplaced(token: string, keyword: string): boolean {
  if (token.length !== keyword.length) return false;
  const differences: number[] = [];
  for (let index = 0; index < token.length; index += 1) {
    if (token[index] !== keyword[index]) differences.push(index);
  }
  const [first = 0, second = 0] = differences;
  const swapped =
    second === first + 1 && token[first] === keyword[second] && token[second] === keyword[first];
  return differences.length === 2 && !swapped;
}

/** A slip in the first letter is rare, except two first letters swapped ("usicide"). */
function sameStart(token: string, keyword: string): boolean {
  return token[0] === keyword[0] || (token[0] === keyword[1] && token[1] === keyword[0]);
}

export type Speller = (token: string) => string;

/**
 * A speller towards `keywords` (normalised words, five letters or more). `known` words are
 * real words of their own and are left as typed.
 */
export function createSpeller(keywords: readonly string[], known: ReadonlySet<string>): Speller {
  const targets = [...new Set(keywords)].filter((keyword) => keyword.length >= MIN_SPELLED_LENGTH);
  const cache = new Map<string, string>();

  const correct = (token: string): string => {
    let best = token;
    let bestDistance = Number.POSITIVE_INFINITY;
    let tied = false;
    for (const keyword of targets) {
      if (!sameStart(token, keyword)) continue;
      const limit = Math.min(token.length, keyword.length) >= TWO_SLIPS_FROM ? 2 : 1;
      const distance = editDistance(token, keyword, limit);
      if (distance > limit || distance > bestDistance) continue;
      if (distance === 2 && onlyTwoReplaced(token, keyword)) continue;
      tied = distance === bestDistance;
      best = keyword;
      bestDistance = distance;
    }
    return tied ? token : best;
  };

  return (token) => {
    if (token.length < MIN_SPELLED_LENGTH || known.has(token)) return token;
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    if (cache.size >= CACHE_LIMIT) cache.clear();
    const corrected = correct(token);
    cache.set(token, corrected);
    return corrected;
  };
}
