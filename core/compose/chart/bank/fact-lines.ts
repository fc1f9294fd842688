/**
 * What one fact of an advanced chart means, per kind of fact. The owner ("your", "Sam’s",
 * "the couple’s", "this year’s") is filled in by the composer, so the same lines serve every
 * chart type. Slots are listed per bank.
 */

/** A body in a sign. Slots: {owner}, {theme}, {quality}. */
export const placementToneLines = [
  'There is something {quality} about {owner} {theme} here.',
  'This sign makes {owner} {theme} {quality} in tone.',
  'Expect {owner} {theme} to show up in ways that feel {quality}.',
] as const;

/** The house of that body. Slots: {house}, {area}. */
export const placementHouseLines = [
  'Its focus falls on {area}.',
  'It works through {area}, the territory of the {house}.',
  'The {house} puts it to work around {area}.',
] as const;

/** The Ascendant or Midheaven. Slots: {owner}, {quality}. */
export const angleLines = {
  ascendant: [
    'This makes {owner} outward style {quality}, the first thing others notice.',
    'The Ascendant sets the manner of arrival: {owner} way of meeting the world reads as {quality}.',
  ],
  midheaven: [
    'The Midheaven suggests that {owner} public path is best walked in a way that is {quality}.',
    'At the top of the chart, this sign makes {owner} aims and reputation {quality} in character.',
  ],
} as const;

/** A body of one chart in a house of the other. Slots: {owner}, {theme}, {partner} (host possessive), {house}, {area}. */
export const overlayLines = [
  'This brings {owner} {theme} into {partner} {house}, the area of {area}.',
  'Here {owner} {theme} lights up {area} in {partner} life.',
] as const;

/** A progressed body that has changed sign. Slots: {owner}, {theme}, {from}, {quality}. */
export const signChangeLines = [
  'A chapter has turned: the tone of {owner} {theme} has moved from {from} to {quality}.',
  'Over the years, the colour of {owner} {theme} has shifted from {from} toward {quality}.',
] as const;

/** A progressed body that has changed direction since birth. Slots: {body}. */
export const turnLines = [
  'A turn years in the making: {body} has changed direction since birth.',
  'Slowly, {body} has reversed its course since you were born, and its themes shift with it.',
] as const;

/** A body that changes house at the new place. Slots: {owner}, {theme}, {from}, {area}. */
export const houseMoveLines = [
  'At this place, the stage for {owner} {theme} moves from {from} to {area}.',
  'Living here would shift {owner} {theme} away from {from} and toward {area}.',
] as const;

/** A house's cusp sign and rulers. Slots: {house}, {quality}, {area}, {body}. */
export const houseRulerLines = [
  'The {house} opens in a sign that is {quality}, so {area} tend to be met in that spirit, with {body} carrying the story onward.',
  'A tone that is {quality} shapes the approach to {area}; follow {body}, the ruler, to see where that theme leads.',
] as const;

/** Bodies inside a house. Slots: {body}, {area}. */
export const occupiedHouseLines = [
  'Extra weight falls on {area}, carried by {body}.',
  'With planets here, {area} become an active theme, coloured by {body}.',
] as const;

/** An empty house. Slots: {area}. */
export const emptyHouseLines = [
  'An empty house is not a quiet one: its ruler carries the story of {area}.',
  'No planets stand here, so {area} follow the lead of the house’s ruler.',
] as const;

/** A key planet of a focus reading. Slots: {role}, {body}, {quality}, {area}. */
export const keyPlanetLines = [
  'Read for {role}, {body} here works in a way that is {quality}, most of all around {area}.',
  'As the planet of {role}, {body} leans {quality} here, with its focus on {area}.',
] as const;

/** A line that frames the chart (its date, place or basis). No slots. */
export const frameLines = [
  'This sets the frame for everything below.',
  'Keep this in mind as the backdrop to the placements that follow.',
] as const;
