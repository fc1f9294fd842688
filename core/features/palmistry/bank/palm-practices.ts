/**
 * A small thing to do with the hand today, on the line the focus reads ({line}), said to the
 * reader ({sign}). All twelve signs draw from this pool on one day, so it holds more than twelve.
 */
export const palmPractices = [
  'Before bed, trace your {line} slowly with a fingertip, {sign}, and name one thing it has carried you through.',
  'Sketch your {line} on a scrap of paper today, {sign}, and date it; in a few months you can compare and see how it has moved.',
  'Hold both palms side by side, {sign}, and compare your {line} on each: the difference between them is where your choices show.',
  'Rub your palms together until they feel warm, {sign}, then rest your attention on your {line} for three slow breaths.',
  'Photograph your open hand in daylight, {sign}, and look at your {line} on the screen, where its smaller branches are easier to see.',
  'Press your thumb gently along your {line}, {sign}, from one end to the other, as a way of saying thank you to your own hand.',
  'Write one sentence about what your {line} is said to mean, {sign}, then one about whether it feels true for you; both answers count.',
  'Cup your hands around a warm drink this evening, {sign}, and let your {line} remind you to hold today’s question lightly.',
  'Ask someone you trust to look at your {line} with you, {sign}; two pairs of eyes notice different details, as the old readers knew.',
  'Open and close your hand ten times, {sign}, then look at how your {line} deepens and softens as the palm moves.',
  'Let your {line} be today’s bookmark, {sign}: each time you wash your hands, notice it and recall one intention.',
  'Rest your palm over your heart for a minute, {sign}, with your {line} against your chest, and listen to what you feel.',
  'Look at your {line} under a lamp and then by a window, {sign}; the way it changes with the light is a reminder that readings change too.',
];
