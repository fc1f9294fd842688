/**
 * The four Angels Cards spreads of the tool spec (§3 table, §9 counts): ids, names, card counts
 * and position labels exactly as the spec gives them; descriptions, icons and colours are ours.
 */
export const ANGEL_SPREAD_IDS = ['single', 'trinity', 'seven-heavens', 'guidance'] as const;
export type AngelSpreadId = (typeof ANGEL_SPREAD_IDS)[number];

/** The spread the page selects before the visitor chooses (spec §4). */
export const DEFAULT_SPREAD_ID: AngelSpreadId = 'trinity';

/** Only this spread shows the question box (spec §2, §4). */
export const QUESTION_SPREAD_ID: AngelSpreadId = 'guidance';

export interface AngelSpread {
  id: AngelSpreadId;
  name: string;
  description: string;
  /** How many angels the spread draws; the contract test holds it equal to the positions. */
  cardCount: number;
  /** In the order the cards are laid out and read. */
  positions: readonly string[];
  icon: string;
  /** Accent colour of the spread's chooser card, as #rrggbb. */
  color: string;
}

export const angelSpreads = {
  single: {
    id: 'single',
    name: 'Single Angel Message',
    description: 'One card, one angel, one clear word for today. Ideal when you want a quick check-in.',
    cardCount: 1,
    positions: ['Divine Message'],
    icon: '✨',
    color: '#f5c542',
  },
  trinity: {
    id: 'trinity',
    name: 'Trinity Spread',
    description:
      'Three cards that follow your story: what shaped the moment, what helps now and what is on its way.',
    cardCount: 3,
    positions: ['Past Influence', 'Present Guidance', 'Future Blessing'],
    icon: '🔺',
    color: '#a78bfa',
  },
  'seven-heavens': {
    id: 'seven-heavens',
    name: 'Seven Heavens Spread',
    description:
      'Seven cards for a deep look at a whole situation, from what lies hidden to where it can lead.',
    cardCount: 7,
    positions: [
      'Your Current Situation',
      'Hidden Influences',
      'Divine Guidance',
      'Your Spiritual Gifts',
      'Challenges to Overcome',
      'Angels Supporting You',
      'Divine Outcome',
    ],
    icon: '🌈',
    color: '#60a5fa',
  },
  guidance: {
    id: 'guidance',
    name: 'Angel Guidance Reading',
    description:
      'Five cards around a question you bring, moving from the energy you hold to the step worth taking.',
    cardCount: 5,
    positions: ['Current Energy', 'Divine Guidance', 'Action to Take', 'Angels Helping', 'Blessed Outcome'],
    icon: '🧭',
    color: '#34d399',
  },
} as const satisfies Record<AngelSpreadId, AngelSpread>;

export const spreadList: readonly AngelSpread[] = ANGEL_SPREAD_IDS.map((id) => angelSpreads[id]);

export const isSpreadId = (value: string): value is AngelSpreadId =>
  (ANGEL_SPREAD_IDS as readonly string[]).includes(value);
