/** What a sentence about one drawn card may say: the card, its place and two of its keywords. */
export interface CardWords {
  /** "The Tower", "Three of Cups". */
  name: string;
  /** The position's label: "Past", "Hopes and Fears". */
  label: string;
  /** Two different keywords of the card, chosen for this draw. */
  kw: string;
  kw2: string;
}

/** A sentence of the bank, written as a function so every slot is typed and always filled. */
export type CardLine = (card: CardWords) => string;
