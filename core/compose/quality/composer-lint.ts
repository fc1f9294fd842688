import { sentencesOf, stripMarkdown } from './sentence-stats';

/**
 * The composer lint of issue 24 §5: collisions that slot-filling makes and a writer would not.
 * Run over a large sample of offline readings by `npm run quality`; each check is phrased so a
 * hit is a real fault, not a matter of taste.
 */

export type LintRule = 'doubled-word' | 'echoed-noun' | 'article';

export interface LintHit {
  rule: LintRule;
  /** The words around the fault. */
  excerpt: string;
}

/** Words a sentence may legitimately say twice in a row ("that that", "had had"). */
const DOUBLES_ALLOWED = new Set([
  'that',
  'had',
  'is',
  'very',
  'bye',
  'ha',
  'far',
  'so',
  'no',
  'knock',
  'again',
]);

/** Short or function words, and words that idioms repeat ("day by day", "again and again"). */
const COMMON = new Set(
  (
    'the and but for with from that this these those your you yours their there they them then than what when ' +
    'where which while who whom whose will would could should shall have has had been being into onto over ' +
    'under about after before again also just more most much many some such each every other another same ' +
    'very only even still ever never always here now today tonight week month year day days time times ' +
    'thing things something nothing anything everything way ways one ones own side part kind sort little ' +
    'less least enough well good better best make makes made take takes give gives keep keeps let lets does done ' +
    'sign signs moon sun star stars sky planet planets house houses chart reading readings card cards ' +
    // Names and kinds the sky repeats on purpose: "a fire sign meeting a fire sign", "Mars is where Mars…".
    'fire earth water aries taurus gemini cancer virgo libra scorpio sagittarius capricorn aquarius pisces ' +
    'mercury venus mars jupiter saturn uranus neptune pluto conjunction sextile square trine opposition semi'
  ).split(' '),
);
/** "step by step", "hand in hand", "face to face", "again and again": a word, a link, the word. */
const IDIOM_LINKS = new Set(['by', 'in', 'to', 'after', 'upon', 'and', 'for', 'on', 'over', 'or']);
// "for" too: "swap Leo rising for Virgo rising" sets two of a kind side by side on purpose.
const CONJUNCTIONS = new Set([
  'and',
  'or',
  'but',
  'nor',
  'than',
  'as',
  'yet',
  'so',
  'while',
  'because',
  'for',
]);
/** A content word said twice this close inside one sentence reads as a slot filled into itself. */
const ECHO_WINDOW = 4;

const stem = (word: string) => word.replace(/(?:'s|’s|ies|es|s|ing|ed)$/u, '');

function doubledWords(sentence: string, hits: LintHit[]): void {
  const pattern = /\b([\p{L}']+)\s+\1\b/giu;
  for (const match of sentence.matchAll(pattern)) {
    const word = (match[1] ?? '').toLowerCase();
    if (!DOUBLES_ALLOWED.has(word)) hits.push({ rule: 'doubled-word', excerpt: match[0] });
  }
}

function echoedNouns(sentence: string, hits: LintHit[]): void {
  // Clauses are compared one at a time: a list or a new clause may name a word again on purpose.
  for (const clause of sentence.split(/[;:—–()]|,\s(?:and|but|or|so|yet)\s/u)) {
    // Commas stay as tokens: "not money, in money" is no "hand in hand".
    const tokens = clause.toLowerCase().match(/[\p{L}']+|,/gu) ?? [];
    tokens.forEach((token, index) => {
      if (token.length < 4 || COMMON.has(token)) return;
      for (let next = index + 1; next <= index + ECHO_WINDOW && next < tokens.length; next += 1) {
        const other = tokens[next] ?? '';
        if (stem(other) !== stem(token)) continue;
        const idiom = next === index + 2 && IDIOM_LINKS.has(tokens[index + 1] ?? '');
        // "brave enough to begin and patient enough", "adapt and the day adapts": parallel, on purpose.
        const parallel = tokens.slice(index + 1, next).some((between) => CONJUNCTIONS.has(between));
        if (!idiom && !parallel)
          hits.push({ rule: 'echoed-noun', excerpt: tokens.slice(index, next + 1).join(' ') });
        return;
      }
    });
  }
}

/** Words spelt with a vowel that sound a consonant ("a unique"), and the silent h ("an hour"). */
const A_BEFORE_VOWEL = /^(?:one|once|uni|use|usu|uti|ur[ai]|eu|ewe|u\b)/u;
const AN_BEFORE_CONSONANT = /^(?:hour|honest|honou?r|heir|herb)/u;

function articles(sentence: string, hits: LintHit[]): void {
  for (const match of sentence.matchAll(/\b(a|an)\s+([\p{L}\d][\p{L}\d'-]*)/giu)) {
    const article = (match[1] ?? '').toLowerCase();
    const next = (match[2] ?? '').toLowerCase();
    const startsVowelSound = /^\d/u.test(next)
      ? /^8|^1[18](?!\d)/u.test(next)
      : /^[aeiou]/u.test(next)
        ? !A_BEFORE_VOWEL.test(next)
        : AN_BEFORE_CONSONANT.test(next);
    const single = next.length === 1 && /[a-z]/u.test(next);
    if (single) continue;
    if (article === 'a' && startsVowelSound) hits.push({ rule: 'article', excerpt: match[0] });
    if (article === 'an' && !startsVowelSound) hits.push({ rule: 'article', excerpt: match[0] });
  }
}

/** Every lint hit in one reading. */
export function lintReading(markdown: string): LintHit[] {
  const hits: LintHit[] = [];
  for (const sentence of sentencesOf(markdown)) {
    doubledWords(sentence, hits);
    echoedNouns(sentence, hits);
    articles(sentence, hits);
  }
  return hits;
}

/** The clauses of a reading (five words or more), lower-cased, for the over-used clause check. */
export function clausesOf(markdown: string): string[] {
  const withoutHeadings = markdown.replace(/^\s{0,3}#{1,6}\s.*$/gm, '');
  return stripMarkdown(withoutHeadings)
    .toLowerCase()
    .split(/[\n.!?;:,—–()]+/u)
    .map((clause) => clause.trim().replace(/\s+/g, ' '))
    .filter((clause) => clause.split(' ').length >= 5);
}

export interface OverusedClause {
  clause: string;
  readings: number;
  share: number;
}

/**
 * Clauses standing in more than `limit` of a feature's readings ("…which a fixed sign can turn
 * into steady progress" glued onto most of them). Needs a sample of at least 40 readings to
 * say anything.
 */
export function overusedClauses(readings: readonly string[], limit = 0.05): OverusedClause[] {
  if (readings.length < 40) return [];
  const counts = new Map<string, number>();
  for (const reading of readings)
    for (const clause of new Set(clausesOf(reading))) counts.set(clause, (counts.get(clause) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count / readings.length > limit)
    .map(([clause, count]) => ({ clause, readings: count, share: count / readings.length }))
    .sort((a, b) => b.readings - a.readings);
}
