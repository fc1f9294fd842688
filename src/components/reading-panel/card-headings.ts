/**
 * What a reading card says above its text (issue 26 §1: "one title per card; the date once").
 * The rule, the same on every page: when the reading opens with a heading of its own (the
 * offline composers always write one, a model often does), that heading is the card's title and
 * leaves the text; otherwise the page's title is. Below the title the card shows at most one
 * more line: the page's subtitle, or else the page's own title, whichever first neither repeats
 * the title nor is repeated by it; a date the title already names is not said there again.
 */
export interface CardHeadingsInput {
  /** The page's title for the card, shown until (or unless) the reading brings its own. */
  title: string;
  subtitle?: string | undefined;
  /** The reading's markdown so far. */
  text: string;
  streaming?: boolean | undefined;
}

export interface CardHeadings {
  title: string;
  subtitle?: string;
  /** The reading's markdown without the heading lifted into the title. */
  body: string;
}

// A markdown heading, or a line that is bold from end to end (how most composers set a title).
const HEADING_LINE = /^\s{0,3}(?:#{1,6}\s+(?<hashed>.+?)(?:\s+#+)?|\*\*(?<bold>[^*\n]+)\*\*)\s*$/u;
// The first line of a stream that may yet become a heading: hold it back rather than flash it.
const HEADING_START = /^\s{0,3}(?:#|\*\*)/u;

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?';
// "Nov 27", "Nov 27, 2026", "November 2026", "27 November", "Friday, Nov 27", "Nov 22 – Nov 28, 2026".
// A month word alone is not a date ("may" is also a verb).
const DAY_OF = `(?:${WEEKDAY},?\\s+)?(?:${MONTH}(?:\\s+\\d{1,2}(?:,?\\s+\\d{4})?|\\s+\\d{4})|\\d{1,2}\\s+${MONTH}(?:\\s+\\d{4})?)`;
const DATE = new RegExp(
  `\\b${DAY_OF}(?:\\s*[–—-]\\s*(?:${DAY_OF}|\\d{1,2}(?:,?\\s+\\d{4})?))?(?![\\p{L}\\p{N}])`,
  'giu',
);
// The date with the separator that joined it to the rest of the line (", Nov 27", " · Nov 27").
const DATE_WITH_SEPARATOR = new RegExp(`\\s*(?:[,·:|–—-]\\s*)?${DATE.source}`, 'giu');

/** Words that name no subject of a title: "for", "your", "reading", "today"… */
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'the',
  'to',
  'with',
  'your',
  'you',
  's',
  'read',
  'reading',
  'today',
  'todays',
]);

/** The words of a heading that say something, with dates, emoji and punctuation taken out. */
export function headingWords(text: string): Set<string> {
  const words = text
    .replace(DATE, ' ')
    .toLowerCase()
    .replace(/[’']s\b/gu, '')
    .replace(/[’']/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));
  return new Set(words);
}

/** True when every word of `line` that carries meaning is already in `said`. */
function within(line: string, said: string): boolean {
  const known = headingWords(said);
  return [...headingWords(line)].every((word) => known.has(word));
}

/**
 * True when two heading lines repeat each other: one says nothing the other does not
 * ("Gemini & Sagittarius" under "Compatibility reading for Gemini and Sagittarius" names the
 * pair twice, whichever line is longer).
 */
export function restates(line: string, said: string): boolean {
  return within(line, said) || within(said, line);
}

const hasDate = (text: string) => new RegExp(DATE.source, 'iu').test(text);
const withoutInlineMarks = (line: string) => line.replace(/(\*\*|__|\*|_|`)/gu, '').trim();

function leadingHeading(text: string, streaming: boolean): { heading?: string; body: string } | null {
  const start = text.search(/\S/u);
  if (start < 0) return { body: text };
  const lineEnd = text.indexOf('\n', start);
  const firstLine = lineEnd < 0 ? text.slice(start) : text.slice(start, lineEnd);
  // Still arriving: the line may be a heading that is not finished yet.
  if (streaming && lineEnd < 0 && HEADING_START.test(firstLine)) return null;
  const match = HEADING_LINE.exec(firstLine);
  const heading = match?.groups?.hashed ?? match?.groups?.bold;
  if (heading === undefined) return { body: text };
  const body = lineEnd < 0 ? '' : text.slice(lineEnd + 1).replace(/^\s+/u, '');
  // A reading that is one bold line is its own text, not a title over nothing.
  if (body === '') return streaming ? null : { body: text };
  return { heading: withoutInlineMarks(heading), body };
}

export function cardHeadings({ title, subtitle, text, streaming = false }: CardHeadingsInput): CardHeadings {
  const lifted = leadingHeading(text, streaming);
  const shownTitle = lifted?.heading ?? title;
  const candidates = lifted?.heading === undefined ? [subtitle] : [subtitle, title];
  const dated = hasDate(shownTitle);
  const second = candidates
    .map((line) => (line !== undefined && dated ? line.replace(DATE_WITH_SEPARATOR, '').trim() : line))
    .find((line): line is string => line !== undefined && line !== '' && !restates(line, shownTitle));
  return {
    title: shownTitle,
    ...(second === undefined ? {} : { subtitle: second }),
    body: lifted?.body ?? '',
  };
}
