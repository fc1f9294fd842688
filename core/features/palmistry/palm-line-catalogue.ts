import { PALM_LINE_IDS, type PalmLine, type PalmLineId } from './palm-line';

/**
 * The six palm lines (tool spec §3), in our own words. Elements and life aspects are the spec's;
 * the sign lists follow the planet each line is named after or tied to by tradition, and every
 * line also speaks to its element's signs by the matching rule of §9. Palmistry is offered here
 * as a way to reflect, never to predict health or the length of a life.
 */
export const palmLines = {
  'life-line': {
    id: 'life-line',
    name: 'Life Line',
    symbol: '⌒',
    description:
      'The curve that starts between thumb and index finger and sweeps down around the ball of the thumb toward the wrist.',
    meaning:
      'Palmists read it for the energy you bring to daily life: how you rest, how you recover after a hard season, and the big changes that reshape your routines. Its length says nothing about how long anyone will live; a short or broken life line is common and simply describes a style of living, not a limit on it.',
    zodiacConnection: ['aries', 'leo', 'sagittarius', 'taurus'],
    element: 'fire',
    lifeAspect: 'Physical Health & Vitality',
    readingTips: [
      'Notice how wide the curve swings into the palm: a broad arc is read as open-hearted stamina, a close one as energy kept in reserve.',
      'A line that doubles or has a sister line beside it is taken as extra support during demanding times.',
      'Breaks and islands are read as chapters where habits or surroundings changed, never as illness to come.',
      'Compare both hands: the one you write with is said to show what you have made of what the other was given.',
    ],
    spiritualSignificance:
      'The life line is the hand’s reminder that vitality is tended, not measured: it asks how you keep your own fire fed.',
    emoji: '🔥',
  },
  'heart-line': {
    id: 'heart-line',
    name: 'Heart Line',
    symbol: '♡',
    description:
      'The uppermost of the long lines, running across the palm just below the fingers, from the edge under the little finger toward the index or middle finger.',
    meaning:
      'It is read for the way you love and feel: how openly emotion flows, what you need to feel close to someone, and how you mend after disappointment.',
    zodiacConnection: ['cancer', 'scorpio', 'pisces', 'libra'],
    element: 'water',
    lifeAspect: 'Love & Emotional Life',
    readingTips: [
      'Where it ends matters most: curving up between index and middle finger is read as warm and expressive, running straight across as steady and reserved.',
      'A deep, clear line suggests feelings that run strong and constant; a fine one, a sensitive and changeable heart.',
      'Small branches rising toward the fingers are taken as friendships and affections that lift you.',
      'Chains along the line are read as a tender period, a time when feelings asked for more care.',
    ],
    spiritualSignificance:
      'The heart line teaches that feeling deeply is a gift to be looked after, not a weakness to be hidden.',
    emoji: '💧',
  },
  'head-line': {
    id: 'head-line',
    name: 'Head Line',
    symbol: '〰',
    description:
      'The line beneath the heart line that sets out near the start of the life line and crosses the middle of the palm toward its outer edge.',
    meaning:
      'Palmists look here for your way of thinking: whether you reason step by step or leap by intuition, how you learn, and how you weigh a choice.',
    zodiacConnection: ['gemini', 'libra', 'aquarius', 'virgo'],
    element: 'air',
    lifeAspect: 'Mental & Intellectual Life',
    readingTips: [
      'A straight line is read as practical, orderly thought; one that slopes toward the wrist as imaginative and image-led.',
      'Joined to the life line at its start suggests care before acting; a gap between them, an independent mind that moves early.',
      'A fork at the end, often called the writer’s fork, is taken as the ability to see a question from two sides.',
      'Length is read as range of interest rather than intelligence: a short line can belong to a sharp, focused thinker.',
    ],
    spiritualSignificance:
      'The head line invites you to notice how you think, so that your mind becomes a companion rather than a critic.',
    emoji: '🌬️',
  },
  'fate-line': {
    id: 'fate-line',
    name: 'Fate Line',
    symbol: '│',
    description:
      'A line that climbs the centre of the palm from near the wrist toward the middle finger. Not every hand has one, and that is perfectly ordinary.',
    meaning:
      'It is read for your sense of direction: work and vocation, the structures you build your life around, and the turning points where the path changed course.',
    zodiacConnection: ['taurus', 'virgo', 'capricorn', 'aquarius'],
    element: 'earth',
    lifeAspect: 'Destiny & Life Purpose',
    readingTips: [
      'A strong, unbroken line is taken as a steady calling; a faint or missing one as a life shaped freely by choice.',
      'Where it begins tells a story: from the life line, support from family; from the outer palm, a path found through other people.',
      'A shift or restart along the line is read as a change of career or direction that you chose to make.',
      'Read it with the head line: where the two cross is said to mark the years when purpose became clearer.',
    ],
    spiritualSignificance:
      'The fate line reminds you that a path is walked, not handed down: the hand shows a direction, and you choose each step.',
    emoji: '🪨',
  },
  'sun-line': {
    id: 'sun-line',
    name: 'Sun Line',
    symbol: '☉',
    description:
      'Also called the line of Apollo: a shorter upright line that rises toward the ring finger, often found only in the upper part of the palm.',
    meaning:
      'It is read for the light you give off: creativity, the joy you take in your work, and the recognition that comes from doing what you love.',
    zodiacConnection: ['leo', 'aries', 'sagittarius'],
    element: 'fire',
    lifeAspect: 'Success & Recognition',
    readingTips: [
      'A clear line ending under the ring finger is read as talent that others notice and enjoy.',
      'Several short parallel lines are taken as many interests pulling at once; choosing one is said to strengthen them all.',
      'A line that starts late in the palm is read as recognition that arrives with maturity.',
      'Its absence says nothing against success: many contented people have no sun line at all.',
    ],
    spiritualSignificance:
      'The sun line speaks of shining without needing applause: the warmth you share is its own reward.',
    emoji: '☀️',
  },
  'mercury-line': {
    id: 'mercury-line',
    name: 'Mercury Line',
    symbol: '☿',
    description:
      'A slanting line that runs from the lower palm up toward the little finger; some palmists also call it the line of intuition when it bows outward.',
    meaning:
      'It is read for how you connect: the ease of your words, your instinct for people and trade, and the quiet hunches that turn out to be right.',
    zodiacConnection: ['gemini', 'virgo'],
    element: 'air',
    lifeAspect: 'Communication & Intuition',
    readingTips: [
      'A clear, unbroken line is read as a natural gift for conversation and for reading a room.',
      'A curved line bowing toward the outer edge is the traditional mark of strong intuition.',
      'A wavy line is taken as ideas that come faster than words; slowing down is said to steady it.',
      'Like the fate line it is often missing, and a missing line is simply a quieter style, not a lack.',
    ],
    spiritualSignificance:
      'The mercury line honours the messenger in you: listening as carefully as you speak.',
    emoji: '🪽',
  },
} as const satisfies Record<PalmLineId, PalmLine>;

export const palmLineList: readonly PalmLine[] = PALM_LINE_IDS.map((id) => palmLines[id]);
