/**
 * How a reading opens: today's Moon (slots {phase}, {moonSign}) and the reader ({sign}). All
 * twelve signs draw from this pool on one day, so it holds more than twelve entries.
 */
export const openingLines = [
  'Under {phase} in {moonSign}, {sign}, open your hand in good light and let it tell you something you already half know.',
  'With {phase} passing through {moonSign}, your palm is a quiet place to look for your own patterns today, {sign}.',
  'Rest your hand palm up on your knee, {sign}; {phase} in {moonSign} is a good companion for a slow, curious look.',
  '{phase} sits in {moonSign} today, and for you, {sign}, that is an invitation to read yourself as kindly as you would read a friend.',
  'Old palmists liked to read by moonlight, {sign}, and {phase} in {moonSign} gives today’s reading a soft, reflective tone.',
  'Today {phase} travels through {moonSign}, {sign}, so let this reading be less a forecast and more a conversation with your own hand.',
  'Your hand has carried you through every season so far, {sign}, and with {phase} in {moonSign} it is worth thanking it with a little attention.',
  'Turn your palm toward a window, {sign}: under {phase} in {moonSign}, the fine lines you usually overlook are part of the story.',
  'With the Moon in {moonSign} and showing as {phase}, today suits the patient kind of looking that palmistry was always meant to be, {sign}.',
  'The lines of a hand change slowly, {sign}, and {phase} in {moonSign} is a fitting moment to notice where yours have been heading.',
  '{sign}, {phase} in {moonSign} lends today a listening mood, so read your palm the way you would listen to a trusted elder.',
  'Whatever your day holds, {sign}, a minute with your open hand under {phase} in {moonSign} can steady it.',
  'Palmistry begins with the whole hand, {sign}, and {phase} in {moonSign} asks you to notice its warmth, its weight and its way of resting before any line.',
  'Today’s Moon is {phase} in {moonSign}, {sign}, a sky that favours honest reflection over quick answers.',
  'Wash and warm your hands before you begin, {sign}; with {phase} in {moonSign}, a clean, relaxed palm shows its lines most clearly.',
  'Sit somewhere quiet with {phase} in {moonSign} above you, {sign}, and let your open hand take the place of a page to read.',
  'Before the day fills up, {sign}, take one slow look at your palm while {phase} crosses {moonSign}.',
  'Your hand keeps a record you never have to write, {sign}, and {phase} in {moonSign} makes today a good page to turn to.',
  'Clear a little space on the table and rest your hand there, {sign}; {phase} in {moonSign} rewards looking without hurry.',
  'With {phase} in {moonSign}, {sign}, the small creases near your wrist deserve the same curiosity as the famous lines.',
  'A palm reads best when the mind is calm, {sign}, and {phase} in {moonSign} lends today exactly that steadiness.',
  '{phase} in {moonSign} keeps the day unhurried, {sign}, so give your palm the kind of attention you would give a letter from an old friend.',
];
