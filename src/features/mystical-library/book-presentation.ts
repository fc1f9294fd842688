import type { FocusEvent } from 'react';
import type { BookCategory, BookDifficulty, CategoryFilter } from '@core/features/mystical-library/book';
import { DIFFICULTY_TONES } from '@core/features/mystical-library/book';

/** The nine category buttons (spec §3), each with a decorative emoji. */
export const CATEGORY_BUTTONS = {
  all: { label: 'All', icon: '📚' },
  manifestation: { label: 'Manifestation', icon: '✨' },
  astrology: { label: 'Astrology', icon: '🪐' },
  healing: { label: 'Healing', icon: '🌿' },
  consciousness: { label: 'Consciousness', icon: '🧠' },
  hermetic: { label: 'Hermetic', icon: '☿️' },
  mysticism: { label: 'Mysticism', icon: '🕯️' },
  meditation: { label: 'Meditation', icon: '🧘' },
  alchemy: { label: 'Alchemy', icon: '⚗️' },
} as const satisfies Record<CategoryFilter, { label: string; icon: string }>;

export const categoryLabel = (category: BookCategory): string => CATEGORY_BUTTONS[category].label;

/** Spec §9's tones (Beginner green, Intermediate yellow, Advanced orange, Master red) on our palette. */
const TONE_CLASSES = {
  green: 'border-emerald-300/60 bg-emerald-400/15 text-emerald-100',
  yellow: 'border-yellow-300/60 bg-yellow-300/15 text-yellow-100',
  orange: 'border-orange-300/60 bg-orange-400/15 text-orange-100',
  red: 'border-red-300/60 bg-red-400/15 text-red-100',
} as const satisfies Record<(typeof DIFFICULTY_TONES)[BookDifficulty], string>;

export const difficultyClasses = (difficulty: BookDifficulty): string =>
  TONE_CLASSES[DIFFICULTY_TONES[difficulty]];

/**
 * A labelled row of filter chips: the label on the left, the chips beside it in one line that
 * scrolls sideways on a phone (issue 26: twenty-two wrapped chips under their own labels filled
 * the first screen and hid every book), wrapping where there is room.
 */
export const CHIP_LINE_CLASS = 'flex items-center gap-3';

export const CHIP_LABEL_CLASS = 'w-16 shrink-0 text-sm leading-tight font-semibold text-violet-50';

/** The chips run to the card's edge; the padding leaves room for the focus ring, which the scrolling box would clip. */
export const CHIP_ROW_CLASS =
  '-mr-4 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1.5 pr-4 pl-1.5 sm:mr-0 sm:flex-wrap sm:overflow-visible sm:pr-0';

/**
 * Brings a chip reached by Tab wholly into its row: Chrome's own scroll on focus can leave the
 * last chips of a sideways row half cut off.
 */
export function revealFocusedChip(event: FocusEvent<HTMLElement>): void {
  event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** A filter chip (category button, zodiac chip), pressed or not. */
export const filterChipClass = (pressed: boolean): string =>
  `flex min-h-11 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-3 text-sm ${
    pressed
      ? 'border-gold-300 bg-gold-300/20 font-semibold text-gold-50'
      : 'border-white/15 bg-white/5 text-violet-50 hover:bg-white/10'
  }`;
