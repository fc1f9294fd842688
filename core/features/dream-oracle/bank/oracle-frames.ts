/**
 * The frames the Oracle sets each clause in (see `core/compose/frame-dealer.ts`): one
 * `{clause}` each plus the reader's sign slots; a clause is a lowercase independent clause
 * without a full stop. Twenty frames: more than the items of the longest reading, so no frame
 * comes twice in one, and more than twelve, so the signs of one day never share one.
 */
export const ORACLE_FRAMES = [
  'The Oracle sees it this way, {sign}: {clause}.',
  '{clause}, and your {element} spirit is ready to receive it.',
  'Beneath the surface of the dream, {clause}.',
  'For a soul born under {sign}, {clause}.',
  '{clause}; {ruler}, ruler of your sign, lends the message its weight.',
  'Listen closely, {sign}: {clause}.',
  'In the language of your {element} element, {clause}.',
  '{clause}, which a {modality} sign can turn into steady progress.',
  'The night spoke plainly to {sign}: {clause}.',
  'Where the dream touches your chart, {clause}.',
  '{clause}, and the stars lean in to underline it for {sign}.',
  'As {ruler} watches over your path, {clause}.',
  'Read with an open heart, {sign}, {clause}.',
  '{clause}; let that rest with you through the day, {sign}.',
  'Your {modality} nature can use this: {clause}.',
  'A quiet truth for {sign}: {clause}.',
  'Held up to the light of your {element} element, {clause}.',
  '{clause}, a sign that your own depths are speaking, {sign}.',
  'The veil is thin here, {sign}, and {clause}.',
  'From the Oracle’s seat, {clause}.',
] as const;
