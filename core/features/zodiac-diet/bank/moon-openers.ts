/**
 * The opening line of every diet reading: today's real Moon. Slots {phase} ("a waxing crescent
 * Moon") and {moonSign}. Twelve or more entries, since all twelve signs read this pool on one day.
 */
export const moonOpeners = [
  'The sky holds {phase} in {moonSign} today, a good cue to look at what is on your plate with fresh eyes.',
  'With {phase} passing through {moonSign}, today favours meals that feel deliberate rather than grabbed.',
  'Today {phase} travels through {moonSign}, and the kitchen is a fine place to meet its mood.',
  '{phase} in {moonSign} sets the tone for the day, so let your food choices follow its lead a little.',
  'Under {phase} in {moonSign}, small food choices carry more weight than grand plans.',
  'The Moon is in {moonSign} today, shown as {phase}, and it asks for meals eaten with some attention.',
  'As {phase} moves through {moonSign}, think of today as a chance to feed yourself on purpose.',
  'Today brings {phase} in {moonSign}, a sky that rewards cooking one thing well over rushing many.',
  'With the Moon in {moonSign} as {phase}, listen to your appetite before you listen to habit.',
  '{phase} sits in {moonSign} today, a gentle reminder that how you eat matters as much as what.',
  'Look up tonight and you will find {phase} in {moonSign}, which makes today a good day to tend your table.',
  'The day carries {phase} in {moonSign}, so let your meals be calm, colourful and unhurried.',
  'Today the Moon shows as {phase} and walks through {moonSign}, lending the day a reflective edge at mealtimes.',
  'With {phase} overhead in {moonSign}, try giving one meal your full attention today.',
  'Today {phase} keeps company with {moonSign}, and a slower breakfast is a fine way to match it.',
  'The Moon crosses {moonSign} today as {phase}, a quiet prompt to cook something simple and good.',
  '{phase} in {moonSign} gives the day an easy rhythm that suits regular, unhurried meals.',
  'Under {phase} in {moonSign}, the best meal of the day may well be the plainest one.',
  'Today the sky shows {phase} in {moonSign}, a fitting backdrop for a kitchen tidy and a fresh start.',
  'With {phase} in {moonSign}, notice what you actually feel like eating before you decide.',
  '{phase} travels through {moonSign} today, so let one meal be about flavour and not about speed.',
  '{phase} in {moonSign} makes today a good moment to restock the fruit bowl and the water jug.',
];

/** How a Moon phase reads inside a sentence. */
export const phasePhrases = {
  'new-moon': 'a New Moon',
  'waxing-crescent': 'a waxing crescent Moon',
  'first-quarter': 'a first quarter Moon',
  'waxing-gibbous': 'a waxing gibbous Moon',
  'full-moon': 'a Full Moon',
  'waning-gibbous': 'a waning gibbous Moon',
  'last-quarter': 'a last quarter Moon',
  'waning-crescent': 'a waning crescent Moon',
} as const;
