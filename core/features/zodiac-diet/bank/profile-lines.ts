/**
 * A line tying the day's food to the reader's own habits ({habit}: the animal's eating pattern,
 * a phrase, or the Western element's timing note, an instruction; lower-cased after a colon so
 * either reads well), addressed by name ({name}). Nine entries keep a week without a repeat.
 */
export const profileLines = [
  'Remember your own rhythm, {name}: {habit}',
  'Something worth keeping in mind, {name}, is the pattern that suits you best: {habit}',
  'A note on timing for you, {name}: {habit}',
  'Your meals tend to flow best, {name}, with this in view: {habit}',
  'As a steady guide for today, {name}, come back to your own way of eating: {habit}',
  'Whatever else the day brings, {name}, this habit is worth trusting: {habit}',
  'Let one familiar pattern anchor you today, {name}: {habit}',
  'It helps to recall what usually works for you, {name}: {habit}',
  'Your body tends to thank you, {name}, for a rhythm like this one: {habit}',
];
