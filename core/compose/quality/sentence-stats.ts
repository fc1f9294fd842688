/**
 * How much offline-composed readings repeat themselves: the measure behind the composer
 * variety budget (issue "Before the next 21 pages" §3). Readings are compared sentence by
 * sentence after stripping markdown, so a sentence shared by two signs' readings, or by two
 * days of one sign's readings, is counted whatever paragraph it stands in.
 */

/** Markdown emphasis, headings, list markers and links reduced to their words. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/[ \t]+/g, ' ');
}

/**
 * The sentences of a reading, normalised for comparison (case and spacing folded). Splits on
 * line breaks and on ., ! or ? followed by a space; fragments under four words ("Affirmation:")
 * are not sentences a reader would notice repeating, and section headings (`## Your week`) are
 * the reading's frame, meant to stay put, so neither counts.
 */
export function sentencesOf(markdown: string): string[] {
  const withoutHeadings = markdown.replace(/^\s{0,3}#{1,6}\s.*$/gm, '');
  return stripMarkdown(withoutHeadings)
    .split(/\n+|(?<=[.!?…])["”’)]?\s+/)
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((sentence) => sentence.split(' ').length >= 4);
}

export interface SharedRate {
  /** Sentences (over all readings) that also stand in at least one other reading of the group. */
  shared: number;
  total: number;
  /** shared / total, 0 when there are no sentences. */
  rate: number;
  /** A few of the shared sentences, for the report. */
  examples: string[];
}

/**
 * For readings of the same period that should differ (the twelve signs' readings of one day):
 * how many sentences of each reading also appear in another reading of the group.
 */
export function sharedSentenceRate(readings: readonly string[]): SharedRate {
  const sentenceSets = readings.map((reading) => new Set(sentencesOf(reading)));
  const owners = new Map<string, number>();
  for (const set of sentenceSets)
    for (const sentence of set) owners.set(sentence, (owners.get(sentence) ?? 0) + 1);
  let shared = 0;
  let total = 0;
  const examples = new Set<string>();
  for (const set of sentenceSets) {
    for (const sentence of set) {
      total += 1;
      if ((owners.get(sentence) ?? 0) > 1) {
        shared += 1;
        if (examples.size < 5) examples.add(sentence);
      }
    }
  }
  return { shared, total, rate: total === 0 ? 0 : shared / total, examples: [...examples] };
}

export interface Repetition {
  /** Sentences that stand in two readings of the sequence less than `window` steps apart. */
  repeats: number;
  total: number;
  examples: string[];
}

/**
 * For one reader's consecutive readings (a sign's daily readings, in date order): sentences
 * that come back within `window` readings of their last use, including sentences repeated
 * inside one reading.
 */
export function repetitionWithin(readings: readonly string[], window = 7): Repetition {
  const lastSeen = new Map<string, number>();
  let repeats = 0;
  let total = 0;
  const examples = new Set<string>();
  readings.forEach((reading, index) => {
    for (const sentence of sentencesOf(reading)) {
      total += 1;
      const previous = lastSeen.get(sentence);
      if (previous !== undefined && index - previous < window) {
        repeats += 1;
        if (examples.size < 5) examples.add(sentence);
      }
      lastSeen.set(sentence, index);
    }
  });
  return { repeats, total, examples: [...examples] };
}
