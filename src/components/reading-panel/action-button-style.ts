/**
 * The look of the card's Copy and Share buttons. On a phone they show their icons only (each
 * keeps its words for screen readers): with both labels spelled out beside it, a reading's title
 * was squeezed into a narrow column and wrapped onto twice as many lines.
 */
export const ACTION_BUTTON_CLASS =
  'inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-full border border-white/15 bg-white/5 px-2.5 text-sm font-medium text-violet-50 transition-colors hover:bg-white/10 disabled:opacity-50 sm:px-3';

/** The visible part of a button's label: off screen (still read aloud) below the `sm` width. */
export const ACTION_LABEL_CLASS = 'max-sm:sr-only';
