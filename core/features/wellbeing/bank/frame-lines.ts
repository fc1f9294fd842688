/**
 * The frames that set a bank sentence in the day it is read on. A frame holds `{line}` (the bank
 * sentence, its first letter lowered) and one fact of the day, so a sentence whose pool comes
 * round again is not met word for word: the weekday (a week's rhythm), the countdown to the next
 * New, Full or quarter Moon (a quarter's), or the Moon's sign (a month's). Frames are chosen by
 * day, the same for every sign: the sentences inside them differ from sign to sign.
 */

/** Around the sign's element line. Slots: {weekday}, {line}. */
export const elementFrames = [
  'This {weekday}, {line}',
  'On a {weekday} such as this, {line}',
  'Worth keeping in mind this {weekday}: {line}',
  'Whatever else this {weekday} asks of you, {line}',
] as const;

/** Around a topic's practice (its sentences joined into one). Slots: {countdown}, {line}. */
export const practiceFrames = [
  '{countdown}, {line}',
  'It is {countdown}, so try this: {line}',
  '{countdown} suits a practice like this one: {line}',
  '{countdown} is a fine time for something small: {line}',
] as const;

/** Around a topic's question. Slots: {moonSign}, {line}. */
export const questionFrames = [
  'With the Moon in {moonSign}, ask yourself: {line}',
  'While the Moon crosses {moonSign}, {line}',
  'As the Moon moves through {moonSign}, {line}',
  'Let the Moon in {moonSign} keep you company with this: {line}',
] as const;

/** Around a care line, on the topics that can touch real pain. Slots: {weekday}, {line}. */
export const careFrames = [
  'Whatever this {weekday} brings, {line}',
  'On this {weekday} as on any other, {line}',
  'A word for this {weekday} and beyond: {line}',
] as const;
