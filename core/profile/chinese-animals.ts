import type { ChineseAnimalId } from '../time/chinese-new-year';

/** How the profile names each animal of the Chinese zodiac. */
export const chineseAnimalLabels = {
  rat: { name: 'Rat', emoji: '🐀' },
  ox: { name: 'Ox', emoji: '🐂' },
  tiger: { name: 'Tiger', emoji: '🐅' },
  rabbit: { name: 'Rabbit', emoji: '🐇' },
  dragon: { name: 'Dragon', emoji: '🐉' },
  snake: { name: 'Snake', emoji: '🐍' },
  horse: { name: 'Horse', emoji: '🐎' },
  goat: { name: 'Goat', emoji: '🐐' },
  monkey: { name: 'Monkey', emoji: '🐒' },
  rooster: { name: 'Rooster', emoji: '🐓' },
  dog: { name: 'Dog', emoji: '🐕' },
  pig: { name: 'Pig', emoji: '🐖' },
} as const satisfies Record<ChineseAnimalId, { name: string; emoji: string }>;
