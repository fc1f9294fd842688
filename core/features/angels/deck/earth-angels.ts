import type { Angel } from '../angel';

/** The earth angels: wisdom, comfort and prayer, the ground that holds people up. */
export const uriel = {
  id: 'uriel',
  name: 'Archangel Uriel',
  title: 'Archangel of Wisdom and Insight',
  symbol: '📜',
  emoji: '🕯️',
  description:
    'Uriel carries a lantern and is known as the light of wisdom. People turn to him when they need a practical idea, an answer to a knotty problem or the calm to study, plan and decide well.',
  message:
    'The answer is closer than you think, and it is simpler too. Put the question down for an hour, do something with your hands, and let the light come on by itself.',
  healingPowers: [
    'Practical solutions to problems',
    'Calm focus while learning',
    'Letting go of anger',
    'Wise decisions under pressure',
  ],
  chakra: 'Solar Plexus',
  crystals: ['Amber', 'Citrine', 'Rutilated quartz'],
  colors: ['Ruby red', 'Amber', 'Gold'],
  frequency: { hz: 852, label: 'Returning to inner knowing' },
  prayer:
    'Uriel, hold your lantern over the question I carry. Show me the next sensible step and the patience to take it.',
  affirmation: 'I think clearly, I trust my wisdom, and good ideas come to me easily.',
  zodiacSigns: ['aquarius', 'capricorn'],
  element: 'earth',
  divineNumber: 4,
} as const satisfies Angel;

export const azrael = {
  id: 'azrael',
  name: 'Archangel Azrael',
  title: 'Archangel of Comfort in Grief',
  symbol: '🍂',
  emoji: '🤍',
  description:
    'Azrael is the angel who keeps company with those who mourn. He is asked to comfort people after a loss of any kind, to ease the passage of those who are leaving, and to hold the grieving gently until the world feels livable again.',
  message:
    'There is no right way or right speed to mourn, and you do not have to carry it alone. Let the tears come when they come; I will sit with you in the quiet.',
  healingPowers: [
    'Comfort in times of loss',
    'Gentleness through grief',
    'Peace around endings',
    'Support for those who care for the grieving',
  ],
  chakra: 'Root',
  crystals: ['Yellow calcite', 'Smoky quartz', 'Apache tear'],
  colors: ['Cream', 'Soft beige', 'Pale gold'],
  frequency: { hz: 174, label: 'Comfort and grounded calm' },
  prayer:
    'Azrael, sit with me in my sorrow and with everyone I hold in my heart. Help me remember the love that remains when words run out.',
  affirmation: 'I allow myself to grieve, and I am held with love through every season.',
  zodiacSigns: ['scorpio', 'capricorn'],
  element: 'earth',
  divineNumber: 11,
} as const satisfies Angel;

export const sandalphon = {
  id: 'sandalphon',
  name: 'Archangel Sandalphon',
  title: 'Archangel of Prayer and Music',
  symbol: '🌍',
  emoji: '🎶',
  description:
    'Sandalphon is said to gather the prayers of the world and weave them into music. He is close to the earth, the angel people ask to carry their hopes upward and to keep them grounded while they wait for an answer.',
  message:
    'Your quiet wishes are heard, even the ones you never said aloud. Hum a tune, walk on the grass, and let the waiting become a song rather than a strain.',
  healingPowers: [
    'Feeling your hopes are heard',
    'Grounding through music and nature',
    'Patience while waiting for answers',
    'Calm after a busy day',
  ],
  chakra: 'Earth Star',
  crystals: ['Turquoise', 'Smoky quartz', 'Petrified wood'],
  colors: ['Turquoise', 'Earthy brown', 'Forest green'],
  frequency: { hz: 194.18, label: 'The tone of the Earth’s day' },
  prayer:
    'Sandalphon, carry my hopes where they need to go. Keep my feet on the ground and a song in my heart while I wait.',
  affirmation: 'My hopes are heard, and I stay grounded and patient as they unfold.',
  zodiacSigns: ['pisces', 'taurus'],
  element: 'earth',
  divineNumber: 12,
} as const satisfies Angel;
