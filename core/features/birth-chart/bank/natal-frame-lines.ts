/**
 * The frame of a birth-chart reading. Every line names something of this chart (signs, gifts),
 * so two people's readings never open or close with the same sentence.
 * {vocative} is ", Maya," or empty, so a line reads with or without the person's name.
 */

/** Opening, with a known Ascendant. Slots: {vocative}, {sun}, {moon}, {rising}. */
export const natalIntros = [
  'The sky at your birth{vocative} held the Sun in {sun} and the Moon in {moon}, with {rising} rising in the east, and the rest of your chart makes sense around those three.',
  'Your chart{vocative} is anchored by the Sun in {sun}, the Moon in {moon} and an Ascendant in {rising}, and this reading starts there before widening out.',
  'Three placements{vocative} carry most of your chart’s meaning: the Sun in {sun}, the Moon in {moon} and {rising} on the horizon.',
] as const;

/** Opening without an Ascendant. Slots: {vocative}, {sun}, {moon}. */
export const lightsOnlyIntros = [
  'The sky at your birth{vocative} held the Sun in {sun} and the Moon in {moon}, and those two lights are where this reading begins.',
  'Your chart{vocative} is led by the Sun in {sun} and the Moon in {moon}, and everything else here is read in their company.',
] as const;

/** When the birth time is unknown. Slots: {sun}, {moon}. */
export const noBirthTimeNotes = [
  'Without a birth time the rising sign and the twelve houses stay out of reach, since they turn through the whole zodiac in a day, so this reading works from your {sun} Sun, your {moon} Moon and the planets’ signs and aspects, and leaves out the fast Moon’s aspects.',
  'No birth time means no Ascendant and no houses, because both change within minutes, so what follows reads the Sun in {sun}, the Moon in {moon} and the other planets by sign and aspect alone, without the Moon’s aspects.',
] as const;

/** When the time is known but the birthplace is not. Slots: {sun}. */
export const noBirthPlaceNotes = [
  'The Ascendant and the houses need your birthplace as well as the hour, so they wait until a place is given; your {sun} Sun and the rest of the planets are read by sign and aspect.',
  'Houses and the rising sign are drawn from the horizon of your birthplace, so with no place given this reading keeps to signs and aspects, beginning with the Sun in {sun}.',
] as const;

/** When the Moon changed sign on a birth day of unknown time. Slots: {moon}, {eventSign}. */
export const uncertainMoonLines = [
  'One caution: the Moon changed sign on your birth day, so without the hour it may have been in {eventSign} rather than {moon}; read both and trust the one that sounds like you.',
  'The Moon crossed between {moon} and {eventSign} on the day you were born, so it may have been in either, and your birth time would settle it.',
] as const;

/** The closing synthesis. Slots: {keyword} (a gift of the Sun's sign), {otherKeyword} (the Moon's), {element}. */
export const natalClosings = [
  'If one thread runs through all of this, it is {keyword} finding a home beside {otherKeyword}; the placements above are the ways you practise it.',
  'Read as a whole, your chart asks your {keyword} and your {otherKeyword} to share the work, with the {element} in you setting the pace.',
  'Put simply, you are someone in whom {keyword} and {otherKeyword} keep meeting, and most of your growth happens where they agree.',
] as const;

/** Affirmations built from the Sun's and the Moon's gifts. Slots: {keyword}, {otherKeyword}. */
export const natalAffirmations = [
  'My {keyword} and my {otherKeyword} both belong to me.',
  'I let my {keyword} lead and my {otherKeyword} keep me company.',
  'I trust my {keyword}, and I make room for my {otherKeyword}.',
  'I honour the {keyword} in me and the {otherKeyword} beneath it.',
  'Each day I grow in {keyword} and in {otherKeyword}.',
] as const;
