/**
 * The frames the journal sets each clause in (see `core/compose/frame-dealer.ts`): one
 * `{clause}` each, plus the reader's sign slots. A clause is a lowercase independent clause
 * without a full stop, so every frame reads with every clause. Thirty-one frames, a prime:
 * the twelve signs never share one for an item on a day, the longest reading needs no frame
 * twice, and every clause cycle meets new frames for months. A frame's own words come in short
 * runs (four words at most between stops), so no run of them fills a large share of readings.
 */
export const JOURNAL_FRAMES = [
  '{sign}, {clause}.',
  'Take this gently, {sign}: {clause}.',
  '{clause}, {sign}.',
  'With {ruler} guiding you, {clause}.',
  'Here is the thread, {sign}: {clause}.',
  'Your notes suggest this: {clause}.',
  'Plainly, {clause}.',
  '{clause}; let that settle, {sign}.',
  'Seen by {sign}, {clause}.',
  'Your sleeping mind says that {clause}.',
  'Hold this lightly: {clause}.',
  'Under {ruler}, {clause}.',
  'A {modality} sign may find that {clause}.',
  'One honest reading: {clause}.',
  'Quietly, {sign}, {clause}.',
  '{clause}, so watch for it.',
  'Worth noting, {sign}: {clause}.',
  'In your {element} way, {clause}.',
  'Write this down, {sign}: {clause}.',
  '{clause}; your {element} side knows.',
  'Seen kindly, {clause}.',
  'First thing, {sign}: {clause}.',
  'Through {ruler}, {clause}.',
  '{ruler} would add this: {clause}.',
  'Between the lines, {clause}.',
  'Your journal agrees: {clause}.',
  'Gently, {sign}, {clause}.',
  'Consider this, {sign}: {clause}.',
  'For a {modality} sign, {clause}.',
  'Through {element} eyes, {clause}.',
  'On the page, {clause}.',
] as const;
