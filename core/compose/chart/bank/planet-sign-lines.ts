import type { PlanetId } from '../../../content/signs';

/**
 * A planet in a sign, written as the planet's theme meeting the sign's style: each template
 * takes a verb phrase {style} and an adjective pair {quality} from `signStyles`, so 10 × 12
 * placements read naturally from 10 short lists. Slots: {sign}, {style}, {quality}.
 * The outer planets stay in one sign for years, so their lines speak of a generation.
 */
export const planetSignLines = {
  sun: [
    'In {sign}, your core self is {quality}, and you feel most like yourself when you {style}.',
    'Your sense of purpose is shaped by {sign}: it grows clearer every time you {style}.',
    'Identity, for you, is something practised rather than explained, and it shines when you {style}.',
  ],
  moon: [
    'Emotionally you are {quality}, and you settle fastest when life lets you {style}.',
    'Your inner weather calms when you can {style}; that is what comfort looks like with the Moon in {sign}.',
    'Your way of processing feelings is {quality}, so give yourself room to {style}.',
  ],
  mercury: [
    'Your mind is {quality}, and you think most clearly when you {style}.',
    'Your learning and speaking take their cue from {sign}, so your ideas land best when you {style}.',
    'Conversations flow when you {style}, because your thinking is naturally {quality}.',
  ],
  venus: [
    'In love and friendship you are {quality}, and affection flows when you {style}.',
    'What you find beautiful carries the stamp of {sign}, and you feel most valued when you can {style}.',
    'You give and receive care best when you {style}, with warmth that is {quality}.',
  ],
  mars: [
    'Your drive is {quality}, and motivation switches on when you {style}.',
    'When you go after something you do it the {sign} way, and you are at your strongest when you {style}.',
    'Ambition and anger both run {quality} in you, and both are best spent when you {style}.',
  ],
  jupiter: [
    'Luck and growth tend to find you when you {style}.',
    'Your faith in life expands whenever you {style}, and your generosity is {quality} at heart.',
    'Opportunities open most readily when you {style}, so trust that {quality} instinct.',
  ],
  saturn: [
    'Your long lessons are about learning to {style}, which may take years to feel natural.',
    'Saturn asks for patience here: maturity comes as you learn to {style}, until a limit turns into a strength that is {quality}.',
    'Commitment weighs most where you are asked to {style}, and that is exactly where you grow most reliable.',
  ],
  uranus: [
    'Shared with everyone born around your years, this placement stirs an urge to {style} in ways no one has tried before.',
    'Your generation’s restless streak is {quality}, and in your own life it breaks through when you suddenly {style}.',
  ],
  neptune: [
    'A dream you share with your generation: the longing to {style}, which colours your ideals.',
    'Your imagination drifts toward what is {quality}, and inspiration arrives when you {style} without forcing it.',
  ],
  pluto: [
    'This slow generational placement ties deep change to the urge to {style}.',
    'For your generation, transformation feels {quality}, and you renew yourself whenever you {style}.',
  ],
} as const satisfies Record<PlanetId, readonly string[]>;

/** Added when a planet was retrograde at birth. Slot: {body}. */
export const retrogradeLines = [
  'Retrograde at your birth, {body} turns its work inward, so you tend to rethink before you act.',
  'Because {body} was retrograde when you were born, its gifts ripen through review and second drafts.',
  'With {body} retrograde, you often find your own way to this energy, slowly and in private first.',
] as const;
