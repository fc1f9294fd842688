/**
 * How a compatibility reading opens: the two signs met on this day's sky. Each line names both
 * signs and one fact of the day (the Moon's degree, phase or light, the Sun's or Venus's
 * degree) in every clause, so an opening never comes back word for word, and the twelve signs
 * read with one partner on one day open on different lines (fourteen a pool, dealt by day and sign).
 */
export const compatibilityOpenings = [
  '{first} and {second} meet today under a {moonShape} Moon at {moonAt}.',
  'With Venus at {venusAt} and the Moon at {moonAt}, the bond of {first} and {second} asks something particular of each of you.',
  'The Moon stands at {moonAt} as {first} looks across at {second} under a {moonShape} Moon.',
  'On this {weekday} with the Sun at {sunAt}, {first} and {second} have a familiar pattern and a fresh sky to work with.',
  'A {moonShape} Moon {moonLit} lit hangs over {first} and {second} today and favours honesty over performance.',
  'For {first} thinking about {second} on {date} the sky offers one steady pattern and a few passing moods.',
  'Today the Moon at {moonAt} falls {moonToFirst} {first} and {moonToSecond} {second}.',
  '{first} with {second}: a pairing read on {date} while Mars stands at {marsAt} and Venus at {venusAt}.',
  'Under a Moon {moonLit} lit in its {moonShape} phase, {first} may see {second} a little more clearly than usual.',
  'The Sun at {sunAt} and the Moon at {moonAt} frame the day for {first} and {second}.',
  'What {first} and {second} share stays put while the sky moves on, and today the Moon is at {moonAt}.',
  'With Mars at {marsAt} and the Moon at {moonAt}, {first} may feel the pull toward {second} as energy before affection.',
  'Read on {date} under a {moonShape} Moon at {moonAt}, the link between {first} and {second} has its own weather.',
  'Venus at {venusAt} lends {date} a softer edge for {first} to think about what {second} brings.',
];
