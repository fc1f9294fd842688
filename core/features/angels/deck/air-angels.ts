import type { Angel } from '../angel';

/** The air angels: healing, beauty and mercy, the lightness that clears the mind. */
export const raphael = {
  id: 'raphael',
  name: 'Archangel Raphael',
  title: 'Archangel of Healing and Safe Journeys',
  symbol: '🐟',
  emoji: '🌿',
  description:
    'Raphael is the traveller’s companion and the angel of making whole. In the old story he walks beside a young man on a long road; today people ask him to watch over their journeys and to bring comfort and renewal to body, mind and spirit alongside the care they already receive.',
  message:
    'Rest is part of the road, not a detour from it. Be as gentle with yourself as you would be with a friend who is mending, and let others help you carry the load.',
  healingPowers: [
    'Comfort during times of recovery',
    'Peace of mind on journeys',
    'Gentleness toward yourself',
    'Renewed energy and hope',
  ],
  chakra: 'Heart',
  crystals: ['Emerald', 'Malachite', 'Green aventurine'],
  colors: ['Emerald green', 'Soft gold'],
  frequency: { hz: 528, label: 'Renewal and wholeness' },
  prayer:
    'Raphael, wrap me and those I love in your green light. Walk with us on every road and help us find rest, comfort and the right helpers on the way.',
  affirmation: 'I welcome rest and renewal, and I treat my whole self with kindness.',
  zodiacSigns: ['virgo', 'gemini', 'cancer'],
  element: 'air',
  divineNumber: 3,
} as const satisfies Angel;

export const jophiel = {
  id: 'jophiel',
  name: 'Archangel Jophiel',
  title: 'Archangel of Beauty and Bright Thoughts',
  symbol: '🎨',
  emoji: '🌸',
  description:
    'Jophiel is the angel of beauty, the one who helps people notice what is lovely in an ordinary day. Artists, students and anyone stuck in a loop of heavy thoughts ask her to brighten their outlook and tidy the clutter of mind and home.',
  message:
    'Look up from the worry for a moment. There is beauty within reach right now, and the more of it you notice, the lighter your thoughts become.',
  healingPowers: [
    'Lifting a heavy mood',
    'Sparking creativity',
    'Clearing mental clutter',
    'Seeing beauty in yourself',
  ],
  chakra: 'Crown',
  crystals: ['Citrine', 'Sunstone', 'Yellow calcite'],
  colors: ['Sunny yellow', 'Magenta', 'Warm pink'],
  frequency: { hz: 221.23, label: 'The tone of Venus' },
  prayer:
    'Jophiel, open my eyes to the beauty around me and within me. Help me clear what clutters my thoughts and make room for joy.',
  affirmation: 'I notice beauty everywhere, and my thoughts grow brighter each day.',
  zodiacSigns: ['libra', 'leo'],
  element: 'air',
  divineNumber: 6,
} as const satisfies Angel;

export const zadkiel = {
  id: 'zadkiel',
  name: 'Archangel Zadkiel',
  title: 'Archangel of Mercy and Forgiveness',
  symbol: '🤲',
  emoji: '💜',
  description:
    'Zadkiel is the angel of mercy, linked with a violet flame that turns old hurt into understanding. People ask for his help to forgive others, to forgive themselves and to remember what they have learned when it matters.',
  message:
    'Forgiving is not pretending it never happened; it is choosing to stop carrying the weight. Set one old grudge down today and feel how much lighter your hands are.',
  healingPowers: [
    'Forgiving yourself and others',
    'Letting go of resentment',
    'Remembering what you have learned',
    'Compassion in difficult moments',
  ],
  chakra: 'Crown',
  crystals: ['Amethyst', 'Lepidolite', 'Lavender quartz'],
  colors: ['Violet', 'Indigo', 'Lavender'],
  frequency: { hz: 417, label: 'Release and fresh starts' },
  prayer:
    'Zadkiel, help me loosen my grip on old hurts. Where I have been hard on others or on myself, let mercy take the place of blame.',
  affirmation: 'I release what I no longer need to carry, and I choose mercy.',
  zodiacSigns: ['sagittarius', 'pisces'],
  element: 'air',
  divineNumber: 7,
} as const satisfies Angel;
