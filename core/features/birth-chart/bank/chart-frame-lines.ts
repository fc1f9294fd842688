/**
 * What the natal reading says about how its chart was drawn (the zodiac, the house system) and
 * the Part of Fortune. Tropical Placidus charts need no note: it is what every reading assumed.
 */

/** A sidereal chart. Slots: {ayanamsa} ("the Lahiri (Chitrapaksha) ayanamsa of 24°07′"). */
export const siderealNotes = [
  'This chart is read in the sidereal zodiac, which measures the signs against the stars, with {ayanamsa}, so every sign below is a sidereal one.',
  'Every sign in this reading is sidereal: the zodiac is fixed to the stars, as in Vedic astrology, using {ayanamsa}.',
] as const;

/** When the sidereal Sun left the tropical sign. Slots: {sun} (sidereal), {from} (tropical). */
export const sunShiftLines = [
  'That moves your Sun from {from}, the sign most Western horoscopes give you, back into {sun}; each is right in its own zodiac, and this reading follows the sidereal one.',
  'In the tropical zodiac of most Western horoscopes your Sun would be in {from}; measured against the stars it stands in {sun}, and that is the sign read here.',
] as const;

/** When the Sun keeps its sign in both zodiacs. Slots: {sun}. */
export const sunSameLines = [
  'Your Sun stays in {sun} in both zodiacs, so the sign you know from Western horoscopes still holds.',
  'Your Sun sits late enough in {sun} to keep that sign in the tropical and the sidereal zodiac alike.',
] as const;

/** A house system other than Placidus. Slots: {system}. */
export const houseSystemLines = [
  'The houses are drawn with the {system} system rather than the more common Placidus.',
  'Houses here follow the {system} system, so a planet near a cusp may sit in another house than a Placidus chart would show.',
] as const;

/** The system asked for has no houses at this latitude. Slots: {from} (asked), {system} (used). */
export const houseFallbackLines = [
  'At your birthplace’s latitude {from} houses cannot be drawn, since some degrees of the zodiac never rise or set there, so this chart uses {system} houses instead.',
  'So far from the equator some degrees never cross the horizon, which leaves {from} houses undefined; the chart falls back to {system} houses.',
] as const;

/** The Part of Fortune. Slots: {sign}, {house}, {area}, {style} (a verb phrase), {chart} ("day" or "night"). */
export const partOfFortuneLines = [
  'Your Part of Fortune, worked out from the Ascendant, Sun and Moon of a {chart} birth, lands in {sign} in the {house}: ease comes most readily through {area}, and when you {style}.',
  'The Part of Fortune, a point counted from your rising degree and your two lights, falls in {sign} in your {house}, so contentment tends to find you through {area}, especially when you {style}.',
  'Luck in the old sense, the Part of Fortune, sits in {sign} in the {house}: you prosper through {area} whenever you {style}.',
] as const;
