import { dealFrom, seatAmong, seatingOrder } from '../../../compose/line-dealer';
import { SIGN_IDS, type SignId, signs } from '../../../content/signs';
import { type IsoDate, daysBetween } from '../../../time/calendar-date';
import type { AngelElement } from '../angel';
import type { DrawnAngel } from '../angel-draw';
import type { AngelSpread } from '../angel-spreads';
import {
  affirmationLines,
  cardGifts,
  cardIntroductions,
  cardPractices,
  closings,
  elementThemes,
  guidanceLines,
  openings,
  questionLines,
  signLines,
} from '../bank/angel-reading-lines';

export interface OfflineAngelReadingRequest {
  spread: AngelSpread;
  drawn: readonly DrawnAngel[];
  date: IsoDate;
  sign?: SignId | undefined;
  name?: string | undefined;
  question?: string | undefined;
}

type Reader = SignId | 'no-sign';
const READERS: readonly Reader[] = [...SIGN_IDS, 'no-sign'];
const EPOCH: IsoDate = '2000-01-01';
const COUNT_WORDS = [
  'one angel and its blessings',
  'two angels',
  'three angels',
  'four angels',
  'five angels',
  'six angels',
  'seven angels',
];

/** A sentence joined after a lead-in: lower case unless it opens with a name. */
const lowerFirst = (sentence: string): string =>
  /^(Archangel|Guardian)/.test(sentence)
    ? sentence
    : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;

const fill = (line: string, values: Record<string, string>): string =>
  line.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The element most of the drawn angels share; the first drawn wins a tie. */
function leadingElement(drawn: readonly DrawnAngel[]): AngelElement {
  const counts = new Map<AngelElement, number>();
  for (const { angel } of drawn) counts.set(angel.element, (counts.get(angel.element) ?? 0) + 1);
  let leader: AngelElement = drawn[0]?.angel.element ?? 'spirit';
  for (const [element, count] of counts) if (count > (counts.get(leader) ?? 0)) leader = element;
  return leader;
}

/**
 * The offline angel reading (what the server writes without a key): the spread, each angel in
 * its position with a gift from its healing powers and its colour and crystal, the sign's
 * element, the question, combined guidance, an affirmation and a blessing. Its sentences are
 * dealt per sign and day (core/compose/line-dealer), so twelve visitors drawing on the same
 * day read different words and one draw reread on the next days never repeats itself within a
 * week. The built-in template of spec §8 (fallbacks/) stays the text shown when a provider fails.
 */
export function composeOfflineAngelReading({
  spread,
  drawn,
  date,
  sign,
  name,
  question,
}: OfflineAngelReadingRequest): string {
  if (drawn.length === 0) throw new RangeError(`The ${spread.name} reading needs at least one drawn angel`);
  const reader: Reader = sign ?? 'no-sign';
  const turn = daysBetween(EPOCH, date);
  const deal = <T>(pool: readonly T[], salt: string, offset = 0): T =>
    dealFrom(pool, {
      salt: `angels|${salt}`,
      turn: turn + offset,
      seat: seatAmong(reader, seatingOrder(READERS, `angels|${salt}`), pool.length),
    });

  const trimmedName = name?.trim();
  const opening = fill(deal(openings, 'opening'), {
    count: COUNT_WORDS[drawn.length - 1] ?? `${drawn.length} angels`,
    spread: spread.name,
  });
  const cards = drawn.map(({ angel, position }, index) => {
    const values = {
      angel: angel.name,
      position,
      power: (angel.healingPowers[(turn + index) % angel.healingPowers.length] ?? '').toLowerCase(),
      colour: (angel.colors[(turn + index) % angel.colors.length] ?? '').toLowerCase(),
      crystal: (angel.crystals[(turn + index) % angel.crystals.length] ?? '').toLowerCase(),
    };
    return [
      `### ${position}: ${angel.emoji} ${angel.name}`,
      [
        fill(deal(cardIntroductions, 'intro', index * 3), values),
        // One sentence carries the position, the gift and the practice, so two visitors who drew
        // one angel never read the same sentence for it.
        `For ${position} — ${lowerFirst(fill(deal(cardGifts, 'gift', index * 3), values)).replace(/\.$/, '')}; ${lowerFirst(fill(deal(cardPractices, 'practice', index * 3), values))}`,
      ].join(' '),
    ].join('\n\n');
  });
  const element = leadingElement(drawn);
  const themes = elementThemes[element];
  const leader = drawn.find(({ angel }) => angel.element === element)?.angel ?? drawn[0]?.angel;
  const trimmedQuestion = question?.trim();
  const guidance = [
    fill(deal(guidanceLines, 'guidance'), {
      theme: themes[turn % themes.length] ?? themes[0],
      leader: leader?.name ?? 'your guardian',
    }),
    sign
      ? fill(deal(signLines, 'sign'), { sign: signs[sign].name, element: signs[sign].element })
      : undefined,
    trimmedQuestion ? deal(questionLines, 'question') : undefined,
  ]
    .filter((line): line is string => line !== undefined)
    .join(' ');
  return [
    `## 👼 Your ${spread.name}`,
    trimmedName ? `${trimmedName}, ${opening.charAt(0).toLowerCase()}${opening.slice(1)}` : opening,
    trimmedQuestion ? `**Your question:** “${trimmedQuestion}”` : undefined,
    ...cards,
    '## Divine Guidance',
    guidance,
    `**Affirmation:** ${deal(affirmationLines, 'affirmation')}`,
    `*${deal(closings, 'closing')}*`,
  ]
    .filter((block): block is string => block !== undefined)
    .join('\n\n');
}
