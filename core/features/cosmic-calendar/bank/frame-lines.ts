/**
 * Frames that date a sentence to the window it is read for (see `CalendarVoice.dated`). Each
 * holds `{line}` (the bank sentence, first letter lowered) and the window's first or last day.
 * A sentence about the whole window goes in `spanFrames`; one that is true only as the window
 * opens (where the Sun or the planets stand) goes in `startFrames`; the closing goes in
 * `closeFrames`.
 */

/** Slots: {first}, {last}, {line}. */
export const spanFrames = [
  'From {first} to {last}, {line}',
  'Until {last}, {line}',
  'Between {first} and {last}, {line}',
  'Over the days up to {last}, {line}',
] as const;

/** Slots: {first}, {line}. */
export const startFrames = [
  'As of {first}, {line}',
  'On {first}, {line}',
  'Starting out on {first}, {line}',
  'At the outset, on {first}, {line}',
] as const;

/** Slots: {last}, {line}. */
export const closeFrames = [
  'Before {last} comes round, {line}',
  'Between now and {last}, {line}',
  'Looking ahead to {last}: {line}',
  'With {last} as the horizon, {line}',
] as const;

/**
 * Ways into a guide's opening line (dealt with the line by sign: four frames × three openings
 * give the twelve signs of one day twelve different first sentences). Slot: {line}.
 */
export const introFrames = [
  '{line}',
  'A quick orientation first: {line}',
  'In short: {line}',
  'The big picture first: {line}',
] as const;
