/** The Love page's three focus tiles (spec §2, §4): what a love reading is about. */
export const LOVE_FOCUS_IDS = ['romance', 'relationships', 'self-love'] as const;
export type LoveFocusId = (typeof LOVE_FOCUS_IDS)[number];

export interface LoveFocus {
  id: LoveFocusId;
  title: string;
  emoji: string;
  /** One line on the tile. */
  description: string;
}

export const loveFoci = {
  romance: {
    id: 'romance',
    title: 'Romance',
    emoji: '🌹',
    description: 'Attraction, dating and the spark between two people',
  },
  relationships: {
    id: 'relationships',
    title: 'Relationships',
    emoji: '💑',
    description: 'Commitment, closeness and the bonds you are building',
  },
  'self-love': {
    id: 'self-love',
    title: 'Self-Love',
    emoji: '🪷',
    description: 'Tending your own heart, worth and boundaries',
  },
} as const satisfies Record<LoveFocusId, LoveFocus>;

export const loveFocusList: readonly LoveFocus[] = LOVE_FOCUS_IDS.map((id) => loveFoci[id]);
