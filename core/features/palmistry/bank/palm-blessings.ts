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
  'May whatever you build with these hands stand firm, {sign}, and may you rest well when the building is done.',
  'Hold on to what steadies you, {sign}, and loosen your grip on whatever no longer fits your palm.',
  'May the warmth you give away come home to you doubled, {sign}, by paths you could not have planned.',
  'May your hands find useful work and kind company, {sign}, and may neither tire you more than it should.',
  'Let every line of your palm remind you how far you have come, {sign}, and how much road is still yours to choose.',
  'May your touch be gentle with others today, {sign}, and gentler still with yourself.',
  'Whatever the day asks of your hands, {sign}, may they answer with skill and come back to you at peace.',
  'May you carry your own story lightly in your palm, {sign}, proud of its chapters and curious about the next.',
  'Open your hands to the evening, {sign}, and may they be empty of worry by the time you sleep.',
];
