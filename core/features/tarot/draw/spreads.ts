/**
 * The three spreads of spec §3 and their positions, as a table. Each position has a lens: the
 * kind of question it asks, which the offline composer writes from (the Celtic Cross's Recent
 * Past reads like the three-card Past, its Near Future like the Future).
 */
export const TAROT_SPREAD_IDS = ['single', 'three', 'celtic'] as const;
export type TarotSpreadId = (typeof TAROT_SPREAD_IDS)[number];

export const POSITION_LENSES = [
  'guidance',
  'past',
  'present',
  'future',
  'challenge',
  'root',
  'aim',
  'self',
  'surroundings',
  'hopes',
  'outcome',
] as const;
export type PositionLens = (typeof POSITION_LENSES)[number];

export interface SpreadPosition {
  id: string;
  /** Shown above the card and used in the reading. */
  label: string;
  /** What the position asks, for the prompt and the card's caption. */
  question: string;
  lens: PositionLens;
}

export interface Spread {
  name: string;
  positions: readonly SpreadPosition[];
}

export const SPREADS = {
  single: {
    name: 'Single Card',
    positions: [
      {
        id: 'heart',
        label: 'Heart of the Matter',
        question: 'what you most need to hear now',
        lens: 'guidance',
      },
    ],
  },
  three: {
    name: 'Three Cards',
    positions: [
      { id: 'past', label: 'Past', question: 'what has brought you here', lens: 'past' },
      { id: 'present', label: 'Present', question: 'where you stand now', lens: 'present' },
      { id: 'future', label: 'Future', question: 'where this is heading', lens: 'future' },
    ],
  },
  celtic: {
    name: 'Celtic Cross',
    positions: [
      { id: 'present', label: 'Present', question: 'the heart of the matter', lens: 'present' },
      { id: 'challenge', label: 'Challenge', question: 'what crosses you', lens: 'challenge' },
      { id: 'foundation', label: 'Foundation', question: 'the root beneath the situation', lens: 'root' },
      { id: 'recent-past', label: 'Recent Past', question: 'what is passing away', lens: 'past' },
      { id: 'crown', label: 'Crown', question: 'the best that could come of it', lens: 'aim' },
      { id: 'near-future', label: 'Near Future', question: 'what is coming next', lens: 'future' },
      { id: 'self', label: 'Self', question: 'how you meet the situation', lens: 'self' },
      {
        id: 'environment',
        label: 'Environment',
        question: 'the people and places around you',
        lens: 'surroundings',
      },
      { id: 'hopes-fears', label: 'Hopes and Fears', question: 'what you wish for and dread', lens: 'hopes' },
      {
        id: 'outcome',
        label: 'Outcome',
        question: 'where the path leads if nothing changes',
        lens: 'outcome',
      },
    ],
  },
} as const satisfies Record<TarotSpreadId, Spread>;

export const spreadSize = (spread: TarotSpreadId): number => SPREADS[spread].positions.length;
