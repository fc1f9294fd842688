/** The closing affirmation; twelve or more, since all twelve signs read this pool on one day. */
export const dietAffirmations = [
  'I feed myself with patience, attention and kindness.',
  'My body deserves good food and an unhurried table.',
  'I listen to my hunger and answer it with care.',
  'Every meal is a small act of looking after myself.',
  'I choose foods that leave me feeling light, steady and well.',
  'I eat with gratitude and let each bite be enough.',
  'Nourishing myself is a gift I give gladly, every day.',
  'I trust my appetite and treat it as a friend.',
  'My meals bring me back to the present moment.',
  'I make room for pleasure and balance on the same plate.',
  'I honour the rhythm of my days with the way I eat.',
  'Simple food, eaten slowly, is enough to restore me.',
  'I notice what nourishes me and return to it often.',
  'My kitchen is a place of calm and quiet care.',
];
