import type { Angel } from './angel';
import { angelList, angels } from './angels';
import type { DailyAngelicMessage } from './daily-angelic-message';
import { divineGuidanceOf, mainMessageOf } from './reading-extraction';

/**
 * The daily angelic message travels as markdown like every reading: a heading that names the
 * angel present today, the message, then a "Guidance" and a "Blessing" section. The offline
 * composer and the built-in fallback write it this way and the prompt asks the model for the
 * same frame, so the page reads the angel, message, guidance and blessing back out of any of
 * them (spec §3: angel, message, guidance, blessing, timestamp).
 */
export const GUIDANCE_HEADING = '### Guidance';
export const BLESSING_HEADING = '### Blessing';

export const dailyMessageHeading = (angel: Angel): string =>
  `## ${angel.emoji} ${angel.name} is with you today`;

export function dailyMessageMarkdown({ angel, message, guidance, blessing }: DailyAngelicMessage): string {
  return [
    dailyMessageHeading(angels[angel]),
    message,
    GUIDANCE_HEADING,
    guidance,
    BLESSING_HEADING,
    blessing,
  ].join('\n\n');
}

/** "Michael" for Archangel Michael: how a reply is likely to name the angel. */
const calledBy = (angel: Angel): string => angel.name.replace(/^Archangel\s+/, '');

/** The angel the text names in its first heading, else anywhere, else the Guardian Angel. */
function angelNamedIn(text: string): Angel {
  const heading = text.split('\n').find((line) => /^\s{0,3}#{1,6}\s/.test(line)) ?? '';
  const named = (part: string) => angelList.find((angel) => part.includes(calledBy(angel)));
  return named(heading) ?? named(text) ?? angels.guardian;
}

const paragraphs = (section: string): string[] =>
  section
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && !/^\s{0,3}#{1,6}\s/.test(paragraph));

/** The section under a `### {title}` heading, up to the next heading of any level. */
function sectionUnder(text: string, title: string): string | undefined {
  const match = new RegExp(
    `^\\s{0,3}#{1,6}\\s+${title}\\b[^\\n]*\\n([\\s\\S]*?)(?=^\\s{0,3}#{1,6}\\s|$(?![\\s\\S]))`,
    'im',
  ).exec(text);
  const body = match?.[1]?.trim();
  return body ? body : undefined;
}

const unformatted = (text: string): string =>
  text
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Reads a daily message back out of its markdown. A reply that ignored the frame still gives a
 * whole message: the spec's extraction rules pick its message and guidance (§4), and its last
 * paragraph stands as the blessing.
 */
export function dailyMessageFromText(text: string, timestamp: number): DailyAngelicMessage {
  const angel = angelNamedIn(text);
  const guidance = sectionUnder(text, 'Guidance');
  const blessing = sectionUnder(text, 'Blessing');
  const beforeGuidance = text.split(/^\s{0,3}#{1,6}\s+Guidance\b.*$/im)[0] ?? text;
  const framed = guidance === undefined ? [] : paragraphs(beforeGuidance);
  const message = framed.length > 0 ? unformatted(framed.join(' ')) : mainMessageOf(text);
  const lastParagraph = paragraphs(text).pop() ?? message;
  return {
    angel: angel.id,
    message,
    guidance: guidance ? unformatted(guidance) : divineGuidanceOf(text),
    blessing: unformatted(blessing ?? lastParagraph),
    timestamp,
  };
}
