import { pickFrom, seededRandom } from '../../../compose/seeded-random';
import { type SignId, signs } from '../../../content/signs';
import type { AngelElement } from '../angel';
import type { DrawnAngel } from '../angel-draw';
import type { AngelSpread } from '../angel-spreads';
import {
  closingBlessings,
  leadingElementLines,
  positionMeaningOf,
  questionLines,
  signElementLines,
} from '../bank/reading-fallback-lines';

export interface FallbackReadingRequest {
  spread: AngelSpread;
  drawn: readonly DrawnAngel[];
  question?: string | undefined;
  sign?: SignId | undefined;
  name?: string | undefined;
}

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/** The element most of the drawn angels share; the first drawn wins a tie. */
function leadingElement(drawn: readonly DrawnAngel[]): AngelElement {
  const counts = new Map<AngelElement, number>();
  for (const { angel } of drawn) counts.set(angel.element, (counts.get(angel.element) ?? 0) + 1);
  let leader: AngelElement = drawn[0]?.angel.element ?? 'spirit';
  for (const [element, count] of counts) if (count > (counts.get(leader) ?? 0)) leader = element;
  return leader;
}

function cardSection({ angel, position }: DrawnAngel): string {
  const meaning = positionMeaningOf(position);
  return [
    `### ${position}: ${angel.emoji} ${angel.name}`,
    `*${angel.title}*${meaning ? ` · ${meaning}` : ''}`,
    `> ${angel.message}`,
    [
      `- **Gifts to lean on:** ${angel.healingPowers.slice(0, 2).join(' · ')}`,
      `- **Colours:** ${angel.colors.join(', ')}`,
      `- **Crystals:** ${angel.crystals.slice(0, 2).join(', ')}`,
    ].join('\n'),
  ].join('\n\n');
}

/**
 * The built-in angel reading (tool spec §8, "Angels draw"): shown when generation fails. It
 * names the spread, each angel in its position with its message, the first two healing powers,
 * every colour and the first two crystals, echoes the question, gives combined guidance, an
 * affirmation and a closing blessing. The same draw and question always read the same.
 */
export function composeFallbackReading({
  spread,
  drawn,
  question,
  sign,
  name,
}: FallbackReadingRequest): string {
  if (drawn.length === 0) throw new RangeError(`The ${spread.name} reading needs at least one drawn angel`);
  const trimmedQuestion = question?.trim();
  const random = seededRandom(
    ['angels', spread.id, ...drawn.map(({ angel }) => angel.id), sign ?? '', trimmedQuestion ?? ''].join('|'),
  );
  const count = NUMBER_WORDS[drawn.length - 1] ?? String(drawn.length);
  const lastAngel = drawn[drawn.length - 1]?.angel;

  const opening = greet(
    name,
    drawn.length === 1
      ? `one angel has stepped forward in your ${spread.name}, so keep its message simple and carry it through your day.`
      : `${count} angels have gathered in your ${spread.name}, each holding a different piece of the picture.`,
  );

  const questionBlock = trimmedQuestion
    ? [`**Your question:** “${trimmedQuestion}”`, pickFrom(random, questionLines)].join('\n\n')
    : undefined;

  const guidance = [
    pickFrom(random, leadingElementLines[leadingElement(drawn)]),
    sign ? signElementLines[signs[sign].element] : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return [
    `## ${spread.icon} ${spread.name}`,
    opening,
    questionBlock,
    ...drawn.map(cardSection),
    '### Combined Guidance',
    guidance,
    lastAngel ? `**Affirmation:** ${lastAngel.affirmation}` : undefined,
    `*${pickFrom(random, closingBlessings)}*`,
  ]
    .filter((block): block is string => block !== undefined)
    .join('\n\n');
}

/** "Dear Ana, one angel…" with a name, "One angel…" without. */
function greet(name: string | undefined, sentence: string): string {
  const trimmedName = name?.trim();
  return trimmedName
    ? `Dear ${trimmedName}, ${sentence}`
    : `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}
