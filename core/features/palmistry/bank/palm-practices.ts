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
  'Draw a slow circle on your palm with one finger, {sign}, finishing where your {line} begins, and let that be your signal to start the next task.',
  'Dip your hands in cool water for a moment, {sign}, then dry them and notice whether your {line} looks sharper against damp skin.',
  'Massage a drop of oil or cream into your palm, {sign}, working along your {line} as if you were smoothing a map before a journey.',
  'Make a loose fist and open it slowly three times, {sign}, watching the point where your {line} folds and straightens again.',
  'Trace your {line} in the air above your palm without touching it, {sign}, and see whether you can still feel where it runs.',
  'Write today’s intention on a slip of paper, {sign}, fold it small and hold it over your {line} for a few quiet breaths.',
  'Put your hand flat on a table beside a friend’s or a partner’s, {sign}, and compare your {line} with theirs without judging either.',
  'Count the small branches leaving your {line}, {sign}, and for each one name a person or a habit that has helped you grow.',
  'Hold a smooth stone or a coin in your palm for a minute, {sign}, then lift it and look at your {line} where its weight rested.',
];
