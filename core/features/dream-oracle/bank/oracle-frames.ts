/**
 * The frames the Oracle sets each clause in (see `core/compose/frame-dealer.ts`): one
 * `{clause}` each plus the reader's sign slots; a clause is a lowercase independent clause
 * without a full stop. Thirty-one frames, a prime: more than the items of the longest reading,
 * more than twelve (the signs of one day never share one), and coprime with every clause
 * cycle, so a clause meets a new frame for months. A frame's own words come in short runs (four
 * words at most between stops), so no run of them turns up in a large share of the readings.
 */
export const ORACLE_FRAMES = [
  '{sign}, {clause}.',
  'Listen, {sign}: {clause}.',
  '{clause}, {sign}.',
  'The Oracle says this: {clause}.',
  'For {sign}: {clause}.',
  'To {sign}, {clause}.',
  'Mark this, {sign}: {clause}.',
  'Through your {element} eyes, {clause}.',
  '{clause}; {ruler} agrees.',
  'As {ruler} sees it, {clause}.',
  'Here is the thread: {clause}.',
  'A quiet truth, {sign}: {clause}.',
  '{clause}; your {element} knows it.',
  'In your {element} way, {clause}.',
  'From the Oracle’s seat, {clause}.',
  'Plainly put, {sign}, {clause}.',
  'Under {ruler}, {clause}.',
  'The veil parts: {clause}.',
  '{clause}, {sign}; keep it close.',
  'Hear it, {sign}: {clause}.',
  'For a {modality} sign, {clause}.',
  '{ruler} whispers it: {clause}.',
  'Take this in, {sign}: {clause}.',
  'The stars concur, {sign}: {clause}.',
  'Gently, {sign}: {clause}.',
  'Note it well, {sign}: {clause}.',
  'The omen is clear: {clause}.',
  'Within your chart, {clause}.',
  '{clause}, says the Oracle.',
  'Trust this, {sign}: {clause}.',
  'In {element} terms, {clause}.',
] as const;
