import type { Angel } from '../angel';

/** The water angels: messages, love and intuition, what moves beneath the surface. */
export const gabriel = {
  id: 'gabriel',
  name: 'Archangel Gabriel',
  title: 'Archangel of Messages and New Beginnings',
  symbol: '🎺',
  emoji: '🕊️',
  description:
    'Gabriel is the messenger, the voice that brings news worth hearing. Writers, teachers, parents and anyone about to start something new ask Gabriel for clear words and the nerve to share them.',
  message:
    'There is something you have been meaning to say or begin. The timing is kinder than you think, so let the first words out and trust the rest to follow.',
  healingPowers: [
    'Finding the right words',
    'Confidence to share your story',
    'Welcoming new beginnings',
    'Nurturing family bonds',
  ],
  chakra: 'Sacral',
  crystals: ['Citrine', 'White calcite', 'Pearl'],
  colors: ['White', 'Copper', 'Pearl'],
  frequency: { hz: 741, label: 'Clear and honest expression' },
  prayer:
    'Gabriel, if a message is meant for me, help me hear it. If a message is meant to come through me, help me speak it gently and well.',
  affirmation: 'My voice matters, and I share what is true with warmth and clarity.',
  zodiacSigns: ['cancer', 'pisces', 'gemini'],
  element: 'water',
  divineNumber: 2,
} as const satisfies Angel;

export const chamuel = {
  id: 'chamuel',
  name: 'Archangel Chamuel',
  title: 'Archangel of Love and Finding',
  symbol: '🔍',
  emoji: '💞',
  description:
    'Chamuel is the angel who helps people find things: a lost key, a new friend, the love they have been hoping for, or their own self-worth. His name is often read as the one who sees, and he is asked to help the heart see clearly.',
  message:
    'What you are searching for is also searching for you. Start by treating yourself with the tenderness you hope to receive, and notice who answers in kind.',
  healingPowers: [
    'Deepening self-love',
    'Finding kindred spirits',
    'Softening a hurt heart',
    'Repairing bonds after a falling out',
  ],
  chakra: 'Heart',
  crystals: ['Rose quartz', 'Rhodochrosite', 'Pink tourmaline'],
  colors: ['Pink', 'Rose', 'Soft green'],
  frequency: { hz: 639, label: 'Loving connection' },
  prayer:
    'Chamuel, help me find what I have lost and recognise what I already have. Open my heart to give love freely and to let it in.',
  affirmation: 'I am worthy of love, and I give and receive it with an open heart.',
  zodiacSigns: ['taurus', 'libra'],
  element: 'water',
  divineNumber: 5,
} as const satisfies Angel;

export const haniel = {
  id: 'haniel',
  name: 'Archangel Haniel',
  title: 'Archangel of Grace and Intuition',
  symbol: '🌕',
  emoji: '🌙',
  description:
    'Haniel is linked with the Moon and its cycles, the angel of quiet knowing and gentle grace. People ask her for help trusting their gut, honouring their feelings and moving through change without rushing it.',
  message:
    'Your feelings are not in the way; they are the way. Like the Moon, you are allowed to wax and wane, and every phase of you belongs.',
  healingPowers: [
    'Trusting your intuition',
    'Moving gracefully through change',
    'Honouring natural rhythms',
    'Calming restless emotions',
  ],
  chakra: 'Third Eye',
  crystals: ['Moonstone', 'Selenite', 'Opal'],
  colors: ['Silver', 'Moonlight blue', 'Pale turquoise'],
  frequency: { hz: 210.42, label: 'The tone of the Moon' },
  prayer:
    'Haniel, help me listen to the quiet voice inside. Let me move with my own tides and meet each change with grace.',
  affirmation: 'I trust my inner knowing, and I flow with grace through every phase of life.',
  zodiacSigns: ['taurus', 'cancer'],
  element: 'water',
  divineNumber: 10,
} as const satisfies Angel;
