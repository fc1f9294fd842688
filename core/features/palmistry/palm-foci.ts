import type { HandMountId } from './hand-mount';
import type { PalmLineId } from './palm-line';

/** Tool spec §3: the six palm-reading foci, in the order the page shows their buttons. */
export const PALM_FOCUS_IDS = [
  'palm-analysis',
  'life-prediction',
  'love-compatibility',
  'career-guidance',
  'health-insights',
  'spiritual-gifts',
] as const;
export type PalmFocusId = (typeof PALM_FOCUS_IDS)[number];

/** The button tints the page knows; a union so a focus cannot name a colour the page lacks. */
export const PALM_FOCUS_COLORS = ['violet', 'sky', 'rose', 'amber', 'emerald', 'indigo'] as const;
export type PalmFocusColor = (typeof PALM_FOCUS_COLORS)[number];

/**
 * Every field of the spec's focus (§3), plus the lines and mounts the focus reads (spec §7: love
 * reads the heart line and the mount of Venus, career the fate line and Jupiter...), which the
 * prompt names and the drawn hand lights up.
 */
export interface PalmFocus {
  id: PalmFocusId;
  title: string;
  description: string;
  icon: string;
  color: PalmFocusColor;
  lines: readonly PalmLineId[];
  mounts: readonly HandMountId[];
}

export const palmFoci = {
  'palm-analysis': {
    id: 'palm-analysis',
    title: 'Complete Palm Analysis',
    description: 'The major lines, the mounts and the fingers, read together as one portrait.',
    icon: '🖐️',
    color: 'violet',
    lines: ['life-line', 'heart-line', 'head-line', 'fate-line'],
    mounts: [
      'venus-mount',
      'jupiter-mount',
      'saturn-mount',
      'apollo-mount',
      'mercury-mount',
      'mars-mount',
      'luna-mount',
    ],
  },
  'life-prediction': {
    id: 'life-prediction',
    title: 'Life Path Predictions',
    description: 'The chapters of your path, from early lessons to the seasons still unfolding.',
    icon: '🛤️',
    color: 'sky',
    lines: ['fate-line', 'life-line', 'head-line'],
    mounts: ['saturn-mount'],
  },
  'love-compatibility': {
    id: 'love-compatibility',
    title: 'Love & Relationship Reading',
    description: 'The heart line and the mount of Venus: how you love and what you need in return.',
    icon: '💞',
    color: 'rose',
    lines: ['heart-line'],
    mounts: ['venus-mount'],
  },
  'career-guidance': {
    id: 'career-guidance',
    title: 'Career & Success Guidance',
    description: 'The fate line and the mount of Jupiter: calling, ambition and the work that suits you.',
    icon: '🏛️',
    color: 'amber',
    lines: ['fate-line', 'sun-line'],
    mounts: ['jupiter-mount'],
  },
  'health-insights': {
    id: 'health-insights',
    title: 'Health & Vitality Insights',
    description: 'The life line as a mirror of your energy, rest and rhythms; reflection, never diagnosis.',
    icon: '🌿',
    color: 'emerald',
    lines: ['life-line'],
    mounts: ['venus-mount'],
  },
  'spiritual-gifts': {
    id: 'spiritual-gifts',
    title: 'Spiritual Gifts & Psychic Abilities',
    description: 'The lines of intuition and the mount of Luna: the quiet gifts of your inner sight.',
    icon: '🔮',
    color: 'indigo',
    lines: ['mercury-line', 'heart-line'],
    mounts: ['luna-mount'],
  },
} as const satisfies Record<PalmFocusId, PalmFocus>;

export const palmFocusList: readonly PalmFocus[] = PALM_FOCUS_IDS.map((id) => palmFoci[id]);
