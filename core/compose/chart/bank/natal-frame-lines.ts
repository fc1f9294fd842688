import type { Element, Modality } from '../../../content/signs';

/** The opening paragraph of a birth-chart reading. Slot: {name}. */
export const natalIntros = [
  'A birth chart is a snapshot of the sky at the moment you arrived, {name}. Here is what yours shows, each point tied to the placement it comes from.',
  'This is the sky as it stood when you were born, {name}, read one placement at a time so you can see where every idea comes from.',
  'Think of your chart as a map rather than a verdict, {name}: each line below names the placement it rests on, so you can weigh it for yourself.',
] as const;

/** When the birth time is unknown. No slots. */
export const noBirthTimeNotes = [
  'Without a birth time the Ascendant and the houses cannot be placed, since they turn a full circle every day; add a time to see them.',
  'The rising sign and the twelve houses need a birth time, because they move quickly through the day; this reading uses the planets’ signs alone.',
] as const;

/** When the time is known but there is no birth place. No slots. */
export const noBirthPlaceNotes = [
  'The Ascendant and the houses depend on where you were born as well as when; add a birth place to see them.',
  'Houses and the rising sign are drawn from the horizon of your birthplace, so they appear once a place is given.',
] as const;

/** When the Moon changed sign on the birth day and the time is unknown. Slots: {sign}, {eventSign}. */
export const uncertainMoonLines = [
  'The Moon changed sign on your birth day, so without a birth time it may have been in {eventSign} rather than {sign}; read both and see which rings true.',
  'On the day you were born the Moon crossed between {sign} and {eventSign}, so its sign is uncertain until the birth time is known.',
] as const;

/** When the Moon's aspects are left out because the time is unknown. No slots. */
export const moonAspectNotes = [
  'Aspects to the Moon are left out here, since the Moon moves too far in a day to time them without a birth hour.',
] as const;

/** Planets gathered in one element, used when there are no houses to weigh. Slots: {count}. */
export const elementEmphasisLines = {
  fire: [
    'With {count} of ten planets in fire signs, enthusiasm and courage are your natural fuel.',
    'A fire-heavy chart like this one runs on inspiration, and it needs something to believe in.',
  ],
  earth: [
    'With {count} of ten planets in earth signs, you trust what is practical, tangible and tested.',
    'An earthy chart like this one grows through patience and the things you build with your hands.',
  ],
  air: [
    'With {count} of ten planets in air signs, ideas, words and connections keep you alive.',
    'An airy chart like this one thinks in conversations and needs room to exchange ideas.',
  ],
  water: [
    'With {count} of ten planets in water signs, feeling and intuition guide you more than logic.',
    'A watery chart like this one reads the undercurrents, and it needs quiet time to recover.',
  ],
} as const satisfies Record<Element, readonly string[]>;

/** Planets gathered in one modality. Slots: {count}. */
export const modalityEmphasisLines = {
  cardinal: [
    'And with {count} planets in cardinal signs, you are at your best when starting things.',
    'The cardinal weight of {count} planets gives you a talent for beginnings and leadership.',
  ],
  fixed: [
    'And with {count} planets in fixed signs, you bring staying power to everything you commit to.',
    'The fixed weight of {count} planets makes you loyal, persistent and slow to change course.',
  ],
  mutable: [
    'And with {count} planets in mutable signs, adaptability is one of your great strengths.',
    'The mutable weight of {count} planets lets you bend with circumstances without losing yourself.',
  ],
} as const satisfies Record<Modality, readonly string[]>;

/** Jupiter and Saturn introduced together, before their lines. No slots. */
export const socialPlanetIntros = [
  'Jupiter and Saturn, the social planets, describe how you grow and how you mature.',
  'The social planets show where life expands for you and where it asks for patience.',
] as const;

/** Uranus, Neptune and Pluto introduced together. No slots. */
export const outerPlanetIntros = [
  'The outer planets move slowly and are shared by everyone born around your time; their houses make them personal.',
  'Uranus, Neptune and Pluto mark your generation’s backdrop, and you live them out in your own way.',
] as const;

/** The closing reflection. No slots. */
export const natalClosings = [
  'Treat these lines as a mirror for reflection rather than a rulebook; you are always more than your chart.',
  'Keep what resonates and let the rest go: a chart describes tendencies, and your choices write the story.',
  'Return to this reading from time to time, since different placements speak loudest at different stages of life.',
] as const;

/** Affirmations for a birth-chart reading. No slots. */
export const natalAffirmations = [
  'I honour every part of my chart, the easy and the challenging alike.',
  'My nature is a gift I am still unwrapping.',
  'I grow in my own time and in my own direction.',
  'I trust the map, and I choose the road.',
  'The sky I was born under is part of my story, not the whole of it.',
  'Every placement in me has something to teach.',
  'I welcome who I am becoming.',
  'I meet myself with curiosity and kindness.',
] as const;
