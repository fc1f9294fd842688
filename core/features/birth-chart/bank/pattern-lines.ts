import type { Element, Modality } from '../../../content/signs';

/**
 * The chart's shape: the element and modality holding the most planets, an element left empty
 * or held by one planet, clusters of three or more planets, and planets on the angles.
 * {planets} is always a list of at least four ("the Sun, Mars, Venus and Jupiter").
 */

/** Four or more planets in one element. Slots: {planets}. */
export const elementLeadLines = {
  fire: [
    'Fire carries the most weight in your chart, with {planets} in fire signs, so you run on enthusiasm, courage and the need for something to believe in.',
    '{planets} give your chart a fiery core, so you warm up fast, act on faith and lose interest when nothing is at stake.',
  ],
  earth: [
    'Earth is your chart’s strongest element, with {planets} in earth signs, so you trust what is tested, tangible and built by hand.',
    '{planets} anchor your chart in earth, which makes you practical, patient with real work and wary of promises that cost nothing.',
  ],
  air: [
    'Air leads your chart, with {planets} in air signs, so ideas, talk and other people’s points of view keep you alive.',
    '{planets} lift your chart into air, and you understand life by naming it, sharing it and seeing it from several sides.',
  ],
  water: [
    'Water runs deepest in your chart, with {planets} in water signs, so you read undercurrents long before anyone explains them.',
    '{planets} fill your chart with water, which makes feeling your first way of knowing and quiet time your way of recovering.',
  ],
} as const satisfies Record<Element, readonly string[]>;

/** No element holds more than three planets. Slots: {element}, {planets} (three names). */
export const balancedElementLines = [
  'No element rules your chart outright, though {element} leads narrowly with {planets}, so you can change modes more easily than most.',
  'Your planets spread evenly through the elements, with {planets} giving {element} a slight edge, and that balance makes you hard to pigeonhole.',
] as const;

/** An element with no planet at all. Slots: {strong} (the leading element). */
export const missingElementLines = {
  fire: [
    'With no planet in fire to balance all that {strong}, enthusiasm is something you choose rather than something that happens to you.',
    'Nothing in your chart stands in fire, so beside so much {strong} you may borrow spark and daring from bolder friends.',
    'Fire is the missing element here, and next to your {strong} that absence makes every bold leap a decision rather than a reflex.',
  ],
  earth: [
    'With no planet in earth to steady all that {strong}, routines and budgets take conscious effort, and they repay it.',
    'Nothing in your chart stands in earth, so beside so much {strong} your body and your daily habits need deliberate care.',
    'Earth is the missing element here, and next to your {strong} that absence means plans become real only when you pin them to a date.',
  ],
  air: [
    'With no planet in air to cool all that {strong}, stepping back to see the whole picture is a skill you build on purpose.',
    'Nothing in your chart stands in air, so beside so much {strong} talking things through with a level-headed friend is worth a great deal.',
    'Air is the missing element here, and next to your {strong} that absence means writing your thoughts down helps you see them.',
  ],
  water: [
    'With no planet in water to soften all that {strong}, your feelings may surface late, and they deserve a hearing when they do.',
    'Nothing in your chart stands in water, so beside so much {strong} you may understand emotions through thought or action before you feel them.',
    'Water is the missing element here, and next to your {strong} that absence means other people’s moods can take you by surprise.',
  ],
} as const satisfies Record<Element, readonly string[]>;

/** An element held by one planet alone, which then speaks loudly for it. Slots: {body}, {sign}. */
export const loneElementLines = {
  fire: [
    '{body} in {sign} is your only fire placement, so it becomes the place where your courage and appetite live.',
    'Your fire rests on {body} in {sign} alone, which makes it the spark you reach for when you need nerve.',
  ],
  earth: [
    '{body} in {sign} is your only earth placement, so it becomes your anchor when life turns abstract.',
    'Your earth rests on {body} in {sign} alone, which makes it the part of you that gets things finished.',
  ],
  air: [
    '{body} in {sign} is your only air placement, so it becomes your way of stepping back and seeing clearly.',
    'Your air rests on {body} in {sign} alone, which makes it the part of you that names things and asks why.',
  ],
  water: [
    '{body} in {sign} is your only water placement, so it carries most of your feeling and your intuition.',
    'Your water rests on {body} in {sign} alone, which makes it the doorway to what you feel but rarely say.',
  ],
} as const satisfies Record<Element, readonly string[]>;

/** Four or more planets in one modality. Slots: {planets}. */
export const modalityLeadLines = {
  cardinal: [
    'Your chart leans cardinal, with {planets} in signs of beginning, so you see what needs starting and you start it.',
    'With {planets} in cardinal signs, you are an initiator, at your best at the start of things.',
  ],
  fixed: [
    'Your chart leans fixed, with {planets} in signs of persistence, so once you commit you stay the course.',
    'With {planets} in fixed signs, you bring staying power to whatever you take on, and changing course takes you time.',
  ],
  mutable: [
    'Your chart leans mutable, with {planets} in signs of change, so you adapt quickly and learn by adjusting.',
    'With {planets} in mutable signs, you bend with circumstances without losing yourself.',
  ],
} as const satisfies Record<Modality, readonly string[]>;

/** Three or more planets in one sign. Slots: {planets} (three or more), {sign}, {keyword}. */
export const signClusterLines = [
  '{planets} crowd together in {sign}, a stellium that makes {keyword} a theme you cannot step around.',
  '{planets} gather in {sign}, and a cluster that dense turns {keyword} into one of the loudest notes in your chart.',
] as const;

/** Three or more planets in one house. Slots: {planets} (three or more), {house}, {area}. */
export const houseClusterLines = [
  '{planets} share your {house}, so much of your life happens around {area}, planned or not.',
  'With {planets} all in the {house}, you keep coming back to {area}, whatever else is going on.',
] as const;

/** A planet within a few degrees of one of the four angles. Slots: {body}, {arc}, {theme}. */
export const angleLines = {
  asc: [
    '{body} sits within {arc} of your Ascendant, so people meet your {theme} before anything else.',
    'Rising with you, {body} is just {arc} from the Ascendant, and people see your {theme} in your face and your first move.',
  ],
  dsc: [
    '{body} stands {arc} from your Descendant, so you often meet your own {theme} through partners and close rivals.',
    'Setting at your birth, {body} lies {arc} from the Descendant, and other people draw out your {theme}.',
  ],
  mc: [
    '{body} sits {arc} from the top of your chart, the Midheaven, which puts your {theme} on public view through your work.',
    'Near the Midheaven, within {arc}, {body} ties your {theme} to your calling and your reputation.',
  ],
  ic: [
    '{body} lies {arc} from the IC, the root of your chart, so home and family shape your {theme}.',
    'At the foot of your chart, {arc} from the IC, {body} roots your {theme} in private life and early memories.',
  ],
} as const;
