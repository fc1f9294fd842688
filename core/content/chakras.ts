/** The seven chakras of the body, root to crown (crystal lore reads a stone against one of them). */
export const BODY_CHAKRAS = [
  'Root',
  'Sacral',
  'Solar Plexus',
  'Heart',
  'Throat',
  'Third Eye',
  'Crown',
] as const;
export type BodyChakra = (typeof BODY_CHAKRAS)[number];

/** The seven body chakras and the two beyond it that angel lore often names. */
export const CHAKRAS = ['Earth Star', ...BODY_CHAKRAS, 'Soul Star'] as const;
export type Chakra = (typeof CHAKRAS)[number];
