/**
 * The angelic service's extraction rules (tool spec §4): from a generated reading it lifts the
 * main message, the first sentence longer than 20 characters, and the divine guidance, which
 * falls back to the first paragraph longer than 50 characters. The spec does not show the rule
 * it falls back from; ours is the paragraph the reading itself labels as guidance ("## Divine
 * Guidance" above it, or "Divine Guidance:" at its start), since models usually write one.
 */
export const MAIN_MESSAGE_MIN_LENGTH = 20;
export const GUIDANCE_MIN_LENGTH = 50;

export interface ReadingHighlightTexts {
  mainMessage: string;
  divineGuidance: string;
}

interface Paragraph {
  /** A markdown heading or a line that is only bold text: a label for what follows. */
  isHeading: boolean;
  text: string;
}

const HEADING = /^\s{0,3}#{1,6}\s+/;
const BOLD_LINE = /^\s*(\*\*|__)[^*_]+\1:?\s*$/;
const GUIDANCE_LABEL = /^divine guidance\s*:\s*/i;

/** Emphasis, list markers and links reduced to their words, spacing folded. */
const plain = (markdown: string): string =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function paragraphsOf(text: string): Paragraph[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((block) => {
      // A heading sits on its own line even without a blank line under it.
      const lines = block.split('\n');
      const first = lines[0] ?? '';
      if ((HEADING.test(first) || BOLD_LINE.test(first)) && lines.length > 1)
        return [first, lines.slice(1).join('\n')];
      return [block];
    })
    .map((block) => ({ isHeading: HEADING.test(block) || BOLD_LINE.test(block), text: plain(block) }))
    .filter((paragraph) => paragraph.text.length > 0);
}

const sentencesOf = (paragraph: string): string[] =>
  paragraph.split(/(?<=[.!?…])\s+/).map((sentence) => sentence.trim());

/** The first sentence of the body (headings are labels, not sentences) longer than 20 characters. */
export function mainMessageOf(text: string): string {
  const body = paragraphsOf(text).filter((paragraph) => !paragraph.isHeading);
  for (const paragraph of body) {
    const sentence = sentencesOf(paragraph.text).find(
      (candidate) => candidate.length > MAIN_MESSAGE_MIN_LENGTH,
    );
    if (sentence) return sentence;
  }
  return plain(text);
}

/** The labelled guidance paragraph, else the first body paragraph longer than 50 characters. */
export function divineGuidanceOf(text: string): string {
  const paragraphs = paragraphsOf(text);
  for (const [index, paragraph] of paragraphs.entries()) {
    const next = paragraphs[index + 1];
    if (paragraph.isHeading && /divine guidance/i.test(paragraph.text) && next && !next.isHeading)
      return next.text;
    if (!paragraph.isHeading && GUIDANCE_LABEL.test(paragraph.text)) {
      const rest = paragraph.text.replace(GUIDANCE_LABEL, '');
      if (rest.length > 0) return rest;
    }
  }
  const long = paragraphs.find(
    (paragraph) => !paragraph.isHeading && paragraph.text.length > GUIDANCE_MIN_LENGTH,
  );
  return long?.text ?? plain(text);
}

export const readingHighlights = (text: string): ReadingHighlightTexts => ({
  mainMessage: mainMessageOf(text),
  divineGuidance: divineGuidanceOf(text),
});
