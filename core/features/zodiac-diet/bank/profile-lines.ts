/**
 * A line tying the day's food to the reader's own habits ({habit}: the animal's eating pattern,
 * a phrase, or one of the Western element's timing habits, an instruction; lower-cased after a
 * colon so either reads well), addressed by name ({name}). Each clause stays short or carries
 * a slot, so no clause stands in many readings; eleven entries against six timing habits
 * bring a pairing back only after 66 days.
 */
export const profileLines = [
  'Remember your own rhythm, {name}: {habit}',
  'A habit worth keeping, {name}: {habit}',
  'A note on timing, {name}: {habit}',
  'What suits you, {name}: {habit}',
  'Your steady guide, {name}: {habit}',
  'A rhythm to trust, {name}: {habit}',
  'One anchor for you, {name}: {habit}',
  'What works for you, {name}: {habit}',
  'Worth trying, {name}: {habit}',
  'Your timing tip, {name}: {habit}',
  'For a calmer day, {name}: {habit}',
];
