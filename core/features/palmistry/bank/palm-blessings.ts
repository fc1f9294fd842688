/**
 * The closing blessing, said to the reader ({sign}). All twelve signs draw from this pool on one
 * day, so it holds more than twelve entries.
 */
export const palmBlessings = [
  'May your hands stay open to what is good, {sign}, and steady for what is hard.',
  'Go gently, {sign}: the story in your palm is still being written, and you hold the pen.',
  'May the work of your hands bring you joy today, {sign}, and may their rest bring you peace.',
  'Blessings on your open palm, {sign}; may it give freely and receive without guilt.',
  'May every line of your hand lead you somewhere kinder, {sign}, one choice at a time.',
  'Walk on with warm hands and a clear heart, {sign}; the path shapes itself as you go.',
  'May you trust what your own hands already know, {sign}, and learn the rest with patience.',
  'Let your hands be a blessing to someone today, {sign}, and let someone’s kindness be a blessing to you.',
  'May your palm hold more laughter than worry this week, {sign}, and may both pass through lightly.',
  'Peace to the lines of your hand, {sign}, and to the life that wrote them.',
  'May you read yourself with the same tenderness you give to others, {sign}.',
  'Keep your hand open, {sign}: what is meant for you finds room to land there.',
  'May today’s small intention grow quietly in your hands, {sign}, like a seed in good soil.',
];
