/**
 * Tool spec §3: the chakra table the pose cards colour their bar from, keyed by the chakra names
 * the poses use, including the two pairs a flowing pose spans.
 */
export const YOGA_CHAKRAS = [
  'Root',
  'Sacral',
  'Solar Plexus',
  'Heart',
  'Heart & Solar Plexus',
  'Heart & Throat',
  'Throat',
  'Third Eye',
  'Crown',
] as const;
export type YogaChakra = (typeof YOGA_CHAKRAS)[number];

export interface ChakraInfo {
  /** The bar's gradient, left to right, as CSS colours (inline styles survive the CSS purge). */
  gradient: readonly [from: string, to: string];
  /** The element yoga tradition pairs with the chakra (not the zodiac element). */
  element: string;
  /** Where in the body the chakra is placed. */
  location: string;
}

export const chakraInfo = {
  Root: { gradient: ['#dc2626', '#991b1b'], element: 'Earth', location: 'Base of the spine' },
  Sacral: { gradient: ['#f97316', '#c2410c'], element: 'Water', location: 'Lower belly, below the navel' },
  'Solar Plexus': {
    gradient: ['#facc15', '#ca8a04'],
    element: 'Fire',
    location: 'Upper belly, under the ribs',
  },
  Heart: { gradient: ['#4ade80', '#15803d'], element: 'Air', location: 'Centre of the chest' },
  'Heart & Solar Plexus': {
    gradient: ['#facc15', '#22c55e'],
    element: 'Fire and air',
    location: 'From the upper belly to the centre of the chest',
  },
  'Heart & Throat': {
    gradient: ['#22c55e', '#38bdf8'],
    element: 'Air and space',
    location: 'From the centre of the chest to the throat',
  },
  Throat: { gradient: ['#38bdf8', '#0369a1'], element: 'Space', location: 'The throat and neck' },
  'Third Eye': { gradient: ['#818cf8', '#4338ca'], element: 'Light', location: 'Between the eyebrows' },
  Crown: { gradient: ['#c084fc', '#7e22ce'], element: 'Thought', location: 'The top of the head' },
} as const satisfies Record<YogaChakra, ChakraInfo>;
