import type { Angel } from '../angel';

/** The spirit angels: order, mystery and the companion who belongs to everyone. */
export const metatron = {
  id: 'metatron',
  name: 'Archangel Metatron',
  title: 'Archangel of Sacred Order and Growth',
  symbol: '♾️',
  emoji: '💠',
  description:
    'Metatron is linked with sacred geometry and the cube that bears his name, a pattern of circles and lines that holds every shape. He is the angel of structure and spiritual growth, asked to help people organise their lives and to guide sensitive young people.',
  message:
    'Order is not a cage; it is the trellis your growth climbs. Choose one small routine that serves you and let it hold you up while you reach higher.',
  healingPowers: [
    'Bringing order to chaos',
    'Spiritual growth and focus',
    'Support for sensitive children',
    'Clear priorities',
  ],
  chakra: 'Soul Star',
  crystals: ['Clear quartz', 'Watermelon tourmaline', 'Fluorite'],
  colors: ['Violet', 'Green', 'Bright white'],
  frequency: { hz: 963, label: 'Oneness and higher awareness' },
  prayer:
    'Metatron, help me sort what matters from what only makes noise. Give my days a shape that leaves room for my spirit to grow.',
  affirmation: 'My life has a clear and gentle order, and I grow a little every day.',
  zodiacSigns: ['virgo', 'aries'],
  element: 'spirit',
  divineNumber: 9,
} as const satisfies Angel;

export const raziel = {
  id: 'raziel',
  name: 'Archangel Raziel',
  title: 'Archangel of Mysteries and Hidden Knowledge',
  symbol: '🗝️',
  emoji: '🌈',
  description:
    'Raziel is known as the keeper of secrets, the angel said to have written down the mysteries of creation in a book. Seekers ask him to help them understand dreams, symbols and the deeper patterns behind everyday life.',
  message:
    'The symbols around you are speaking, and you understand more of their language than you admit. Write down what you notice; the pattern will show itself.',
  healingPowers: [
    'Understanding dreams and symbols',
    'Curiosity about the unknown',
    'Trusting spiritual insight',
    'Connecting ideas into meaning',
  ],
  chakra: 'Third Eye',
  crystals: ['Labradorite', 'Azurite', 'Rainbow quartz'],
  colors: ['Rainbow', 'Indigo', 'Iridescent white'],
  frequency: { hz: 136.1, label: 'The tone of the Earth’s year' },
  prayer:
    'Raziel, open the book a little wider for me. Help me read the signs in my life with wonder and keep my feet on the ground as I learn.',
  affirmation: 'I am open to deep understanding, and insight comes to me at the right time.',
  zodiacSigns: ['leo', 'aquarius'],
  element: 'spirit',
  divineNumber: 14,
} as const satisfies Angel;

export const guardian = {
  id: 'guardian',
  name: 'Guardian Angel',
  title: 'Your Personal Companion of Light',
  symbol: '🌟',
  emoji: '👼',
  description:
    'Many traditions hold that each person has a companion who has been with them from the start. Your guardian angel belongs to no single sign or element; it is the steady presence you can speak to any time, in any words.',
  message:
    'I have been with you on the easy days and the hard ones, and I am not going anywhere. You are never as alone as you feel, so talk to me as you would to an old friend.',
  healingPowers: [
    'Feeling accompanied and safe',
    'Everyday comfort and reassurance',
    'Gentle nudges of intuition',
    'Trust in your own path',
  ],
  chakra: 'Heart',
  crystals: ['Clear quartz', 'Angelite', 'Celestite'],
  colors: ['White', 'Soft gold', 'Sky blue'],
  frequency: { hz: 432, label: 'Everyday harmony' },
  prayer:
    'Guardian angel, thank you for staying close. Nudge me when I need it, steady me when I stumble, and remind me that I am loved.',
  affirmation: 'I am accompanied, guided and loved, today and every day.',
  zodiacSigns: 'all',
  element: 'spirit',
  divineNumber: 0,
} as const satisfies Angel;
