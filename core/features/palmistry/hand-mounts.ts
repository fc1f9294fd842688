import { HAND_MOUNT_IDS, type HandMount, type HandMountId } from './hand-mount';

/**
 * The seven hand mounts (tool spec §3), in our own words. Planets and ruled signs are the
 * spec's: between them the seven mounts rule all twelve signs once each.
 */
export const handMounts = {
  'venus-mount': {
    id: 'venus-mount',
    name: 'Mount of Venus',
    planet: 'venus',
    description: 'The fleshy ball at the base of the thumb, wrapped by the curve of the life line.',
    meaning:
      'Palmists read it for warmth, affection and delight in the senses: how readily you give love, and how much you enjoy music, food, touch and beauty.',
    zodiacRuler: ['taurus', 'libra'],
    qualities: ['Affection', 'Sensuality', 'Generosity', 'Love of beauty'],
    development:
      'A full, springy mount is read as a warm and giving nature; a flat one as a reserved heart that opens slowly; a balanced one as love that is both given and received.',
    spiritualGift: 'The gift of devotion: making others feel cherished and at home.',
    emoji: '💗',
  },
  'jupiter-mount': {
    id: 'jupiter-mount',
    name: 'Mount of Jupiter',
    planet: 'jupiter',
    description: 'The pad just below the index finger, at the top of the palm on the thumb side.',
    meaning:
      'It is read for ambition and leadership: the confidence to take charge, a sense of fairness, and the wish to grow into something larger.',
    zodiacRuler: ['sagittarius', 'pisces'],
    qualities: ['Leadership', 'Confidence', 'Wisdom', 'Generosity of spirit'],
    development:
      'Well raised, it is read as natural authority and optimism; very high, as pride that needs humour to stay kind; flat, as a modest soul who leads by example rather than by title.',
    spiritualGift: 'The gift of vision: seeing the larger meaning and helping others find it.',
    emoji: '👑',
  },
  'saturn-mount': {
    id: 'saturn-mount',
    name: 'Mount of Saturn',
    planet: 'saturn',
    description: 'The area beneath the middle finger, often the flattest of the upper mounts.',
    meaning:
      'Palmists read it for patience, responsibility and depth: the capacity to work steadily, to stay with hard questions, and to value time alone.',
    zodiacRuler: ['capricorn', 'aquarius'],
    qualities: ['Discipline', 'Patience', 'Integrity', 'Reflection'],
    development:
      'A gently raised mount is read as wisdom and reliability; a prominent one as seriousness that benefits from lightness; a flat one, the most common, as an easy-going relationship with rules.',
    spiritualGift: 'The gift of endurance: building what lasts and keeping faith through slow seasons.',
    emoji: '⏳',
  },
  'apollo-mount': {
    id: 'apollo-mount',
    name: 'Mount of Apollo',
    planet: 'sun',
    description: 'The pad beneath the ring finger, named for the god of music and light.',
    meaning:
      'It is read for creativity, warmth and a happy disposition: the urge to make beautiful things and the charm that draws people in.',
    zodiacRuler: ['leo'],
    qualities: ['Creativity', 'Optimism', 'Charisma', 'Artistic taste'],
    development:
      'A full mount is read as a sunny, expressive nature; a very high one as a love of the spotlight; a flat one as creativity that works quietly, behind the scenes.',
    spiritualGift: 'The gift of radiance: lifting a room simply by bringing your own joy into it.',
    emoji: '🌞',
  },
  'mercury-mount': {
    id: 'mercury-mount',
    name: 'Mount of Mercury',
    planet: 'mercury',
    description: 'The pad at the base of the little finger, at the top of the palm’s outer edge.',
    meaning:
      'Palmists read it for wit and exchange: quick speech, a head for business, and a gift for understanding people and what they need.',
    zodiacRuler: ['gemini', 'virgo'],
    qualities: ['Eloquence', 'Quick wit', 'Adaptability', 'Shrewdness'],
    development:
      'A well-formed mount is read as a persuasive, curious communicator; an overly full one as a restless tongue; a flat one as someone who prefers listening to talking.',
    spiritualGift: 'The gift of the messenger: carrying ideas between people so that both sides understand.',
    emoji: '💬',
  },
  'mars-mount': {
    id: 'mars-mount',
    name: 'Mount of Mars',
    planet: 'mars',
    description:
      'The firm area on the outer edge of the palm between the mounts of Mercury and Luna; tradition also names a second Mars just above the thumb.',
    meaning:
      'It is read for courage and resilience: the nerve to begin, the will to keep going, and the self-control to choose your battles.',
    zodiacRuler: ['aries', 'scorpio'],
    qualities: ['Courage', 'Determination', 'Resilience', 'Protectiveness'],
    development:
      'A firm, full mount is read as bravery and staying power; a very hard one as a quick temper; a soft one as a peaceable nature that still rises when someone needs defending.',
    spiritualGift: 'The gift of the protector: standing up for what matters, calmly and without fear.',
    emoji: '🛡️',
  },
  'luna-mount': {
    id: 'luna-mount',
    name: 'Mount of Luna',
    planet: 'moon',
    description: 'The soft rise on the lower outer edge of the palm, opposite the thumb and above the wrist.',
    meaning:
      'Palmists read it for imagination and the inner world: dreams, intuition, a feel for stories and places, and a longing to travel.',
    zodiacRuler: ['cancer'],
    qualities: ['Imagination', 'Intuition', 'Empathy', 'Love of travel'],
    development:
      'A full mount is read as a rich imagination and deep sensitivity; a very full one as a dreamer who needs grounding; a flat one as a practical mind that trusts facts over moods.',
    spiritualGift: 'The gift of the seer: sensing what is unspoken and giving it a shape in words or art.',
    emoji: '🌙',
  },
} as const satisfies Record<HandMountId, HandMount>;

export const handMountList: readonly HandMount[] = HAND_MOUNT_IDS.map((id) => handMounts[id]);
