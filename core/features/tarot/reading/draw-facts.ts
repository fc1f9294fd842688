import { SUITS, type Suit, type TarotCard } from '../deck/tarot-card';

/** What the cards of one draw share, read off the cards themselves: the "how they relate". */
export interface DrawFacts {
  count: number;
  majors: number;
  minors: number;
  reversed: number;
  /** The suit holding the most minors, when it holds at least two and strictly more than any other. */
  leadingSuit?: { suit: Suit; count: number };
  /** The major arcana numbers in draw order, for the thread through the Fool's journey. */
  majorNumbers: number[];
}

export interface LaidCard {
  card: TarotCard;
  reversed: boolean;
}

export function drawFactsOf(laid: readonly LaidCard[]): DrawFacts {
  const suitCounts = new Map<Suit, number>(SUITS.map((suit) => [suit, 0]));
  const majorNumbers: number[] = [];
  for (const { card } of laid) {
    if (card.arcana === 'major') majorNumbers.push(card.number);
    else suitCounts.set(card.suit, (suitCounts.get(card.suit) ?? 0) + 1);
  }
  const ranked = [...suitCounts].sort((first, second) => second[1] - first[1]);
  const [top, runnerUp] = ranked;
  const leadingSuit =
    top && top[1] >= 2 && (runnerUp?.[1] ?? 0) < top[1] ? { suit: top[0], count: top[1] } : undefined;
  return {
    count: laid.length,
    majors: majorNumbers.length,
    minors: laid.length - majorNumbers.length,
    reversed: laid.filter((card) => card.reversed).length,
    ...(leadingSuit ? { leadingSuit } : {}),
    majorNumbers,
  };
}
