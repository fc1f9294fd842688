import type { Element } from '../../content/signs';
import type { DreamWisdomTopic } from './dream-wisdom-topic';

/**
 * The parts of a dream page's spec §8 template ("specific to sign, element and topic, with
 * headings, bullets and an affirmation") that the journal and the Oracle build alike; each page
 * keeps its own words.
 */
export interface DreamFallbackBank {
  /** A few plain bullets of guidance for each element. */
  guidance: Readonly<Record<Element, readonly string[]>>;
  affirmations: Readonly<Record<Element, string>>;
}

/** Markdown bullets, one line each. */
export const dreamBullets = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');

/** The template's close: the heading, the element's bullets and its affirmation. */
export const dreamFallbackClosing = (
  heading: string,
  bank: DreamFallbackBank,
  element: Element,
): string[] => [
  heading,
  dreamBullets(bank.guidance[element]),
  `*Affirmation: ${bank.affirmations[element]}*`,
];

/** The template for a wisdom topic: its heading, the page's short word on it, then the close. */
export const dreamWisdomFallback = (
  topic: DreamWisdomTopic,
  signName: string,
  word: string,
  closing: readonly string[],
): string => [`## ${topic.emoji} ${topic.title} for ${signName}`, word, ...closing].join('\n\n');
