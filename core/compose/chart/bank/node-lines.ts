import type { SignId } from '../../../content/signs';

/**
 * The North Node in each sign as a direction of growth: the sign's lesson, which always
 * balances the opposite sign of the South Node. Two lines per sign, no slots.
 */
export const northNodeLines = {
  aries: [
    'Your growth points toward courage and self-reliance: learning to want something for yourself and to say so.',
    'The direction that feeds you is independence, acting on your own initiative instead of waiting for agreement.',
  ],
  taurus: [
    'Your growth points toward steadiness and simple pleasures: learning that calm is not the same as standing still.',
    'The direction that feeds you is building your own sense of worth, slowly and with your hands in real life.',
  ],
  gemini: [
    'Your growth points toward curiosity and listening: learning from many voices rather than one big truth.',
    'The direction that feeds you is conversation, questions and a lighter touch with certainty.',
  ],
  cancer: [
    'Your growth points toward tenderness and belonging: learning to let people care for you as well as rely on you.',
    'The direction that feeds you is home and feeling, softening ambition with warmth.',
  ],
  leo: [
    'Your growth points toward self-expression: learning to take centre stage with a full and generous heart.',
    'The direction that feeds you is creativity and joy, letting yourself shine rather than blending into a group.',
  ],
  virgo: [
    'Your growth points toward practical care: learning that small daily acts can hold a great deal of meaning.',
    'The direction that feeds you is useful work, good habits and a grounded kind of service.',
  ],
  libra: [
    'Your growth points toward partnership: learning to share decisions and to meet others halfway.',
    'The direction that feeds you is cooperation and fairness, trusting that you do not have to do everything alone.',
  ],
  scorpio: [
    'Your growth points toward depth and change: learning to let go of what is merely comfortable.',
    'The direction that feeds you is intimacy and honesty, sharing what you hold rather than guarding it.',
  ],
  sagittarius: [
    'Your growth points toward meaning and faith: learning to trust the larger journey over the small details.',
    'The direction that feeds you is exploration, study and honest conviction.',
  ],
  capricorn: [
    'Your growth points toward responsibility and self-direction: learning to build a life on your own terms.',
    'The direction that feeds you is a long-term goal, pursued with patience and a sense of public purpose.',
  ],
  aquarius: [
    'Your growth points toward community: learning that your gifts grow when you share them with a wider circle.',
    'The direction that feeds you is friendship, shared ideals and a future bigger than your own story.',
  ],
  pisces: [
    'Your growth points toward compassion and trust: learning to surrender a little control and follow intuition.',
    'The direction that feeds you is imagination, spiritual quiet and kindness without conditions.',
  ],
} as const satisfies Record<SignId, readonly string[]>;

/** The South Node, always opposite. Slot: {southSign}. */
export const southNodeLines = [
  'The South Node in {southSign} marks familiar habits you can lean on a little less.',
  'Opposite, the South Node in {southSign} holds old strengths that feel safe but no longer stretch you.',
  'Its partner, the South Node in {southSign}, shows the comfort zone you are gently moving away from.',
] as const;

/** The North Node's house. Slots: {house}, {area}. */
export const nodeHouseLines = [
  'In the {house}, this growth happens through {area}.',
  'Its place in the {house} says where to practise it: {area}.',
] as const;
