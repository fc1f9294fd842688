/** How wide a piece of text is drawn, in the card's pixels, in one font. */
export type MeasureText = (text: string) => number;

export const ELLIPSIS = '…';

/**
 * Lays one paragraph out in lines no wider than `maxWidth`, breaking between words; a word wider
 * than a whole line (a long address, a run of symbols) is broken between its characters, so no
 * line ever runs off the card.
 */
export function wrapWords(paragraph: string, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/u).filter((part) => part !== '')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (measure(joined) <= maxWidth) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const piece of splitLongWord(word, maxWidth, measure)) {
      if (line !== '') lines.push(line);
      line = piece;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A word cut into pieces that each fit, whole characters (code points) at a time. */
function splitLongWord(word: string, maxWidth: number, measure: MeasureText): string[] {
  if (measure(word) <= maxWidth) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const character of Array.from(word)) {
    if (piece !== '' && measure(piece + character) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** A line that closes a cut text: as much of it as fits with the ellipsis after it. */
export function withEllipsis(line: string, maxWidth: number, measure: MeasureText): string {
  let kept = line.trimEnd();
  while (kept !== '' && measure(kept + ELLIPSIS) > maxWidth) {
    const lastSpace = kept.lastIndexOf(' ');
    // Drop the last word where there is one to drop; a single long word loses characters.
    kept = lastSpace > 0 ? kept.slice(0, lastSpace).trimEnd() : Array.from(kept).slice(0, -1).join('');
  }
  // A sentence that ended with its own stop before the cut reads better without it.
  return kept.replace(/[\s,;:.–—-]+$/u, '') + ELLIPSIS;
}

/** One laid-out line of a block of text; `opensParagraph` marks where a paragraph gap goes. */
export interface PictureLine {
  text: string;
  opensParagraph: boolean;
}

export interface TextBlockLayout {
  lines: PictureLine[];
  /** True when text was left out and the last line ends with the ellipsis. */
  cut: boolean;
}

/**
 * The first lines of a text that fit in `maxLines`: paragraphs (split on line breaks, so each
 * item of a list starts its own line) wrapped by words. When anything is left over, the last
 * line shown ends with "…", so the picture never pretends to hold the whole reading.
 */
export function firstLines(
  text: string,
  { maxWidth, maxLines, measure }: { maxWidth: number; maxLines: number; measure: MeasureText },
): TextBlockLayout {
  const paragraphs = text
    .split(/\n/u)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const lines: PictureLine[] = [];
  for (const paragraph of paragraphs) {
    const wrapped = wrapWords(paragraph, maxWidth, measure);
    wrapped.forEach((line, index) =>
      lines.push({ text: line, opensParagraph: index === 0 && lines.length > 0 }),
    );
    if (lines.length > maxLines) break;
  }
  // The loop stops only once the lines overflow: fewer lines means every paragraph is in.
  if (lines.length <= maxLines) return { lines, cut: false };
  const shown = lines.slice(0, Math.max(0, maxLines));
  const last = shown.at(-1);
  if (last) shown[shown.length - 1] = { ...last, text: withEllipsis(last.text, maxWidth, measure) };
  return { lines: shown, cut: true };
}
