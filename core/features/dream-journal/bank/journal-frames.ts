/**
 * The frames the journal sets each clause in (see `core/compose/frame-dealer.ts`): one
 * `{clause}` each, plus the reader's sign slots. A clause is a lowercase independent clause
 * without a full stop, so every frame reads with every clause. Twenty-four frames: the twelve
 * signs never share one for an item on a day, and a sign meets each again only after 24 days.
 */
export const JOURNAL_FRAMES = [
  'Read through your {element} nature, {sign}, {clause}.',
  '{clause}, and for a {modality} sign like {sign} that lands close to home.',
  'As a {sign}, take this gently: {clause}.',
  'With {ruler} guiding your chart, {clause}.',
  '{clause}; {sign}, let that settle before you decide what it means.',
  'Here is the thread worth pulling for {sign}: {clause}.',
  'Your {element} temperament hears it plainly: {clause}.',
  '{clause}, a note that {ruler}, your ruler, would underline twice.',
  'Seen from where {sign} stands, {clause}.',
  'Your sleeping mind was telling you, {sign}, that {clause}.',
  'The {element} in you recognises this at once: {clause}.',
  '{clause}, and that deserves a moment of your {modality} attention, {sign}.',
  'Hold this lightly, {sign}: {clause}.',
  'Under the watch of {ruler}, your ruling planet, {clause}.',
  'For you, with {element} as your element, {clause}.',
  '{clause}, so watch for it in waking life this week, {sign}.',
  'One honest way to read it for {sign}: {clause}.',
  'Quietly, and in a way a {modality} sign can put to use, {clause}.',
  '{clause}; your {element} instincts already sense what to do with that.',
  'Take it as a private note to yourself, {sign}: {clause}.',
  'Through the lens of {ruler}, {clause}.',
  'There is a message here meant for a {sign}: {clause}.',
  'Before the day sweeps it away, remember, {sign}, that {clause}.',
  'Many {element} signs would nod at this: {clause}.',
] as const;
