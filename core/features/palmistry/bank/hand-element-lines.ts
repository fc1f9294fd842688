import type { Element } from '../../../content/signs';

/**
 * Palm characteristics by element: the hand shapes palmistry names after the four elements,
 * said to one of the element's signs ({sign}). An element's three signs share a pool and are
 * dealt apart, so each holds eight entries.
 */
export const handElementLines = {
  fire: [
    'Fire hands are traditionally drawn with a long palm and shorter fingers, {sign}, the shape of someone who acts first and explains later.',
    'As a fire sign, {sign}, your hand is read for warmth and momentum: look for clear, confident lines and a palm that feels lively to the touch.',
    'Palmists link the fire hand with pink, warm skin and strong, decisive creases, {sign}, a picture of enthusiasm that likes to start things.',
    'The fire hand favours few, deep lines over many fine ones, {sign}, which tradition reads as energy that runs in bold, direct channels.',
    'In the fire reading of the hand, {sign}, a broad palm and a flexible thumb speak of courage and a talent for lighting up a room.',
    'Your element gives the palm a restless, spirited look in the old books, {sign}: lines that sweep rather than wander, and a readiness to move.',
    'Fire palms are said to be at their best when they have a cause, {sign}, and the strength of your upper mounts is where that drive is read.',
    'For a fire sign like you, {sign}, palmists look at the space between the fingers: a wide spread is read as independence and a spark that hates a cage.',
  ],
  earth: [
    'Earth hands are pictured as square palms with short, sturdy fingers, {sign}, the hand of someone who builds, mends and keeps promises.',
    'As an earth sign, {sign}, your palm is read for steadiness: firm skin, few but deep lines, and a grip that others instinctively trust.',
    'Palmists describe the earth hand as practical and warm, {sign}, with lines that run straight and sure, like paths across a well-kept field.',
    'The earth hand tends to show a clear, grounded head line, {sign}, which tradition reads as good sense and patience with slow work.',
    'In the earth reading, {sign}, a thick base of the palm is a sign of stamina and a deep love of comfort, food and familiar places.',
    'Your element gives the hand a solid, reliable look in the old texts, {sign}: fewer branches, more depth, and a palm that knows its own mind.',
    'Earth palms are said to feel cool and firm, {sign}, and to belong to people who would rather show their care than talk about it.',
    'For an earth sign like you, {sign}, palmists read the fingertips: square tips are the traditional mark of order and careful craftsmanship.',
  ],
  air: [
    'Air hands are drawn as square palms with long, nimble fingers, {sign}, the hand of a thinker who loves words and new ideas.',
    'As an air sign, {sign}, your palm is read for curiosity: many fine lines, a long head line, and fingers that gesture while you talk.',
    'Palmists link the air hand with dry skin and a busy web of small lines, {sign}, which tradition reads as a mind that rarely sits still.',
    'The air hand often shows a clear mercury line or a strong mount at the little finger, {sign}, read as a gift for conversation and connection.',
    'In the air reading, {sign}, flexible fingers that bend back easily are taken as an open mind that enjoys other points of view.',
    'Your element gives the palm a lively, sociable look in the old books, {sign}: knotted finger joints for analysis, long fingers for detail.',
    'Air palms are said to be happiest when learning, {sign}, and the length and slope of your head line is where that appetite is read.',
    'For an air sign like you, {sign}, palmists notice the space between the head and heart lines: a wide gap is read as a generous, tolerant outlook.',
  ],
  water: [
    'Water hands are pictured as long, narrow palms with slender fingers, {sign}, the hand of someone who feels deeply and notices everything.',
    'As a water sign, {sign}, your palm is read for sensitivity: soft skin, many delicate lines, and a heart line that curves with feeling.',
    'Palmists describe the water hand as graceful and impressionable, {sign}, holding a fine tracery of lines like ripples on a pond.',
    'The water hand often shows a full mount of Luna at its outer edge, {sign}, which tradition reads as imagination, intuition and a love of stories.',
    'In the water reading, {sign}, pointed fingertips are the traditional mark of intuition and a feel for what goes unsaid.',
    'Your element gives the hand a gentle, receptive look in the old texts, {sign}: lines that branch and soften, and a palm that holds memories.',
    'Water palms are said to need kind company, {sign}, and the branches rising from your heart line are where that longing for closeness is read.',
    'For a water sign like you, {sign}, palmists look for a curved mercury line, the old sign of a reader of moods and quiet signals.',
  ],
} as const satisfies Record<Element, readonly string[]>;
