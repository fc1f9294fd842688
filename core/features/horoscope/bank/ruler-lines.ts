import type { PlanetId } from '../../../content/signs';

/** The sign's modern ruling planet, written per planet. Slots: {sign}, {period}. */
export const rulerLines = {
  sun: [
    'Your ruler, the Sun, asks you to be seen {period}, because for {sign} warmth and visibility go together.',
    'Ruled by the Sun, {sign} draws strength from doing what feels authentic, so let your own light set the agenda {period}.',
    'The Sun, your ruling light, favours creativity and play, a reminder that joy is productive too.',
  ],
  moon: [
    'Your ruler, the Moon, makes you more sensitive than most to its changing phases, so trust the mood it brings {period}.',
    'Ruled by the Moon, {sign} feels the sky’s rhythm in body and heart; go with the tide rather than against it.',
    'The Moon, your ruling light, ties your wellbeing to home and belonging, so tend the nest {period}.',
  ],
  mercury: [
    'Your ruler, Mercury, quickens thought and speech {period}, so choose your words as carefully as your ideas.',
    'Ruled by Mercury, {sign} learns by naming things, and a list, a message or a question can clarify a lot {period}.',
    'Mercury, your ruling planet, rewards curiosity and skill, a reminder that practice turns cleverness into mastery.',
  ],
  venus: [
    'Your ruler, Venus, draws your attention to what is lovely and what is fair, so {period} invite some beauty into a plain routine.',
    'Ruled by Venus, {sign} understands that pleasure and values are linked; spend your time where your heart agrees.',
    'Venus, your ruling planet, softens conflict and sweetens connection, a gift worth using generously {period}.',
  ],
  mars: [
    'Your ruler, Mars, supplies courage and drive {period}; point it at a goal rather than at a person.',
    'Ruled by Mars, {sign} feels best in motion, so a physical outlet keeps the inner fire clean and bright.',
    'Mars, your ruling planet, rewards decisive action, though the bravest move {period} might be a patient one.',
  ],
  jupiter: [
    'Your ruler, Jupiter, expands whatever it touches {period}, so feed your hopes rather than your worries.',
    'Ruled by Jupiter, {sign} grows through learning and generosity: teach what you know and learn what you do not.',
    'Jupiter, your ruling planet, favours faith in the long view, a reminder that not every seed sprouts in a day.',
  ],
  saturn: [
    'Your ruler, Saturn, respects effort and time, so {period} the slow, careful choice is the wise one.',
    'Ruled by Saturn, {sign} knows that structure can set you free, and a good routine is a form of self-trust.',
    'Saturn, your ruling planet, asks for honest boundaries {period}, the kind that protect what you are building.',
  ],
  uranus: [
    'Your ruler, Uranus, loves a surprise {period}, so leave room in the schedule for an unexpected insight.',
    'Ruled by Uranus, {sign} is meant to do things differently, and an unusual approach may be exactly the right one.',
    'Uranus, your ruling planet, sparks sudden clarity, the kind of idea that rearranges everything in a good way.',
  ],
  neptune: [
    'Your ruler, Neptune, blurs the line between imagination and reality {period}, which is wonderful for art and a reason to read the fine print twice.',
    'Ruled by Neptune, {sign} receives inspiration through music, water and dreams, so keep a notebook close.',
    'Neptune, your ruling planet, deepens compassion, a reminder that kindness to yourself counts as well.',
  ],
  pluto: [
    'Your ruler, Pluto, works beneath the surface {period}, turning what you release into room for renewal.',
    'Ruled by Pluto, {sign} is no stranger to reinvention, and something small you change now could have deep effects.',
    'Pluto, your ruling planet, rewards honesty with yourself, especially about what you truly want.',
  ],
} as const satisfies Record<PlanetId, readonly string[]>;

/** For the three signs whose classical ruler differs from the modern one. Slots: {sign}, {classicalRuler}. */
export const coRulerLines = [
  'Traditional astrologers also assign {sign} to {classicalRuler}, a reminder that you carry two rhythms at once.',
  'Your older, classical ruler, {classicalRuler}, still has a say, lending its own colour to how you act on what you feel.',
  'Before the outer planets were discovered, {sign} answered to {classicalRuler}, and that older influence still shapes your style.',
] as const;
