import type { ComposedReading } from '../../../compose/composed-reading';
import { dealFrom } from '../../../compose/line-dealer';
import { isoDateToUtc } from '../../../time/calendar-date';
import type { TarotCard } from '../deck/tarot-card';
import { tarotCard } from '../deck/tarot-decks';
import { SPREADS, type SpreadPosition } from '../draw/spreads';
import type { TarotRequest } from '../tarot-request';
import { CARD_ADVICE, MEANING_LEADS } from '../bank/card-lines';
import type { CardLine, CardWords } from './card-words';
import { type DrawFacts, drawFactsOf } from './draw-facts';
import { LENS_LINES } from '../bank/lens-lines';
import {
  AFFIRMATIONS,
  ARCANA_BALANCE,
  CLOSINGS,
  JOURNEY_LINES,
  OPENINGS,
  REVERSAL_LINES,
  SINGLE_QUESTIONS,
  SINGLE_THREAD_LINES,
  SUIT_LINES,
  type SpreadLine,
  type SpreadWords,
  THREAD_LINES,
} from '../bank/spread-lines';

const COUNT_WORDS: Record<number, string> = { 1: 'one', 3: 'three', 10: 'ten' };
const TOGETHER_HEADINGS = {
  many: ['How the cards speak together', 'The threads between them', 'Reading the whole spread'],
  single: ['Carrying the card with you', 'Living with this card', 'Taking it further'],
};
const DAY_MS = 86_400_000;

interface PlacedCard {
  card: TarotCard;
  reversed: boolean;
  orientation: 'upright' | 'reversed';
  position: SpreadPosition;
  words: CardWords;
  /** The position's view of the card, dealt together with the two keywords it names. */
  opening: string;
}

/**
 * Every choice is dealt (core/compose/line-dealer) from a pool ordered by the draw and turned by
 * the date: two different draws choose independently, and one draw reopened on the following
 * days walks through each pool instead of repeating itself.
 */
interface Dealer {
  deal<T>(pool: readonly T[], name: string, seat?: number): T;
}

function createDealer(request: TarotRequest): Dealer {
  const drawKey = `${request.spread}|${request.cards.map((card) => `${card.id}${card.reversed ? '~' : ''}`).join(',')}`;
  const turn = Math.floor(isoDateToUtc(request.date).getTime() / DAY_MS);
  return {
    deal: (pool, name, seat = 0) => dealFrom(pool, { salt: `tarot|${name}|${drawKey}`, turn, seat }),
  };
}

/** Each ordered pair of a card's keywords: the two a sentence names. */
const keywordPairs = (keywords: readonly string[]): [string, string][] =>
  keywords.flatMap((first) =>
    keywords.filter((second) => second !== first).map((second): [string, string] => [first, second]),
  );

/** The sentences of a card's meaning. */
const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/).filter(Boolean);

function placeCards(request: TarotRequest, dealer: Dealer): PlacedCard[] {
  const positions = SPREADS[request.spread].positions;
  return request.cards.map((drawn, index) => {
    const card = tarotCard(drawn.id);
    const position = positions[index] ?? positions[0];
    const orientation = drawn.reversed ? 'reversed' : 'upright';
    const lines = LENS_LINES[position.lens][orientation];
    // Pairings a line does not mention would write the same sentence twice; each counts once.
    const choices = new Map<string, CardWords>();
    for (const line of lines) {
      for (const [kw, kw2] of keywordPairs(card.keywords)) {
        const words = { name: card.name, label: position.label, kw, kw2 };
        if (!choices.has(line(words))) choices.set(line(words), words);
      }
    }
    const [opening, words] = dealer.deal([...choices], `lens|${index}`);
    return { card, reversed: drawn.reversed, orientation, position, words, opening };
  });
}

/**
 * One line per card from a pool, each card of an orientation at its own seat, so no line comes
 * twice in one reading and each walks on by a line a day.
 */
function seatedLines(
  placed: readonly PlacedCard[],
  pools: { upright: readonly CardLine[]; reversed: readonly CardLine[] },
  name: string,
  dealer: Dealer,
): string[] {
  const seats = { upright: 0, reversed: 0 };
  return placed.map((card) => {
    const seat = seats[card.orientation]++;
    return dealer.deal(pools[card.orientation], `${name}|${card.orientation}`, seat)(card.words);
  });
}

/** A card's section: the position's view of it, its own meaning, and what to do with it. */
function cardSection(card: PlacedCard, lead: string, advice: string): string[] {
  const heading = `### ${card.position.label}: ${card.card.symbol} ${card.card.name}${card.reversed ? ', reversed' : ''}`;
  // The card's opening sentence, introduced by the lead. Later sentences lean on the first, and
  // quoted on their own they would stand word for word in every reading of the card.
  const [meaning = ''] = sentencesOf(card.card[card.orientation]);
  return [heading, `${card.opening} ${lead} ${meaning} ${advice}`];
}

/**
 * The whole draw in every keyword pairing of its first and last cards, so the spread-level
 * sentences, dealt from lines × pairings, stay fresh from day to day.
 */
function spreadVariants(placed: readonly PlacedCard[], facts: DrawFacts): SpreadWords[] {
  const first = placed[0];
  const last = placed[placed.length - 1];
  if (!first || !last) throw new RangeError('A tarot reading needs at least one card');
  const count = COUNT_WORDS[facts.count] ?? String(facts.count);
  const wordsFor = (card: PlacedCard, kw: string, kw2: string): CardWords => ({ ...card.words, kw, kw2 });
  if (first === last) {
    return keywordPairs(first.card.keywords).map(([kw, kw2]) => {
      const words = wordsFor(first, kw, kw2);
      return { first: words, last: words, count, facts };
    });
  }
  const rotate = (keywords: readonly string[], index: number) =>
    keywords[(index + 1) % keywords.length] ?? '';
  return first.card.keywords.flatMap((firstKw, firstIndex) =>
    last.card.keywords.map((lastKw, lastIndex) => ({
      first: wordsFor(first, firstKw, rotate(first.card.keywords, firstIndex)),
      last: wordsFor(last, lastKw, rotate(last.card.keywords, lastIndex)),
      count,
      facts,
    })),
  );
}

function balanceKind(facts: DrawFacts): keyof typeof ARCANA_BALANCE {
  if (facts.count === 1) return facts.majors === 1 ? 'oneMajor' : 'oneMinor';
  if (facts.minors === 0) return 'allMajor';
  if (facts.majors === facts.minors) return 'even';
  return facts.majors > facts.minors ? 'mostlyMajor' : 'mostlyMinor';
}

function reversalKind(facts: DrawFacts): keyof typeof REVERSAL_LINES {
  if (facts.reversed === 0) return 'none';
  if (facts.reversed === 1) return 'one';
  return facts.reversed * 2 > facts.count ? 'most' : 'some';
}

function journeyKind(numbers: readonly number[]): keyof typeof JOURNEY_LINES | null {
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  if (numbers.length < 2 || first === undefined || last === undefined || first === last) return null;
  return last > first ? 'rising' : 'falling';
}

/**
 * The offline tarot reading: each card read from its own meaning in its position and
 * orientation, then how the cards relate (major and minor balance, a leading suit, reversals,
 * the thread from first to last). The same draw on the same date always reads the same.
 */
export function composeTarotReading(request: TarotRequest): ComposedReading {
  const dealer = createDealer(request);
  const placed = placeCards(request, dealer);
  const facts = drawFactsOf(placed);
  const single = facts.count === 1;
  const variants = spreadVariants(placed, facts);
  const spreadLine = (lines: readonly SpreadLine[], name: string) =>
    dealer.deal([...new Set(lines.flatMap((line) => variants.map((variant) => line(variant))))], name);

  const opening = [
    spreadLine(OPENINGS[single ? 'single' : 'many'], 'opening'),
    spreadLine(ARCANA_BALANCE[balanceKind(facts)], 'balance'),
  ].join(' ');
  const leads = seatedLines(placed, MEANING_LEADS, 'lead', dealer);
  const advice = seatedLines(placed, CARD_ADVICE, 'advice', dealer);
  const cards = placed.flatMap((card, index) => cardSection(card, leads[index] ?? '', advice[index] ?? ''));

  const journey = journeyKind(facts.majorNumbers);
  const together = (
    single
      ? [spreadLine(SINGLE_THREAD_LINES, 'thread'), spreadLine(SINGLE_QUESTIONS, 'question')]
      : [
          spreadLine(REVERSAL_LINES[reversalKind(facts)], 'reversals'),
          ...(facts.leadingSuit ? [spreadLine(SUIT_LINES[facts.leadingSuit.suit], 'suit')] : []),
          spreadLine(THREAD_LINES, 'thread'),
          ...(journey ? [spreadLine(JOURNEY_LINES[journey], 'journey')] : []),
        ]
  ).join(' ');
  const closing = spreadLine(CLOSINGS, 'closing');
  const affirmation = spreadLine(AFFIRMATIONS, 'affirmation');
  const togetherHeading = `### ${dealer.deal(TOGETHER_HEADINGS[single ? 'single' : 'many'], 'heading')}`;
  // Some draws open with how the cards relate, others end on it, so the shape is not fixed.
  const body =
    !single && dealer.deal(['first', 'last', 'last'] as const, 'shape') === 'first'
      ? [opening, togetherHeading, together, ...cards, closing]
      : [opening, ...cards, togetherHeading, `${together} ${closing}`];
  const headline = `${SPREADS[request.spread].name}: ${placed.map((card) => card.card.name).join(' · ')}`;
  return {
    headline,
    body: body.join('\n\n'),
    affirmation,
    facts: placed.map(
      (card) => `${card.position.label}: ${card.card.name}${card.reversed ? ' (reversed)' : ''}`,
    ),
    markdown: [...body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}
