import type { Angel } from '../angel';

/** The fire angels: courage, hope and fairness, the warmth that gets people moving. */
export const michael = {
  id: 'michael',
  name: 'Archangel Michael',
  title: 'Archangel of Protection and Courage',
  symbol: '⚔️',
  emoji: '🛡️',
  description:
    'Michael is the guardian people call on when they feel exposed or afraid. Shown with a sword of light and a shield, he stands for the courage to keep going and the strength to say no to what drains you.',
  message:
    'You are safer than your worry tells you, and braver than you remember. Lift your chin and take the next step; I walk on your open side.',
  healingPowers: [
    'Easing fear before a hard conversation',
    'Cutting ties with habits that drain you',
    'Steadiness when others push hard',
    'Courage to speak up for yourself',
  ],
  chakra: 'Throat',
  crystals: ['Sugilite', 'Lapis lazuli', 'Black tourmaline'],
  colors: ['Royal blue', 'Violet', 'Gold'],
  frequency: { hz: 396, label: 'Courage beyond fear' },
  prayer:
    'Michael, if you are near, stand beside me today. Help me tell real danger from old fear, and give me the nerve to protect what matters without hardening my heart.',
  affirmation: 'I am protected, I am steady, and I choose courage over fear.',
  zodiacSigns: ['aries', 'leo', 'capricorn'],
  element: 'fire',
  divineNumber: 1,
} as const satisfies Angel;

export const raguel = {
  id: 'raguel',
  name: 'Archangel Raguel',
  title: 'Archangel of Harmony and Fairness',
  symbol: '⚖️',
  emoji: '🤝',
  description:
    'Raguel is remembered as the friend of fair dealing, the one who smooths the space between people. He is asked to help when a group has fallen out, when someone feels overlooked, or when a decision needs to be just as well as quick.',
  message:
    'Not every quarrel needs a winner. Say plainly what you need, listen for what the other person needs, and let the common ground be enough to build on.',
  healingPowers: [
    'Mending strained friendships',
    'Feeling heard in a group',
    'Settling disputes with grace',
    'Standing up for what is fair',
  ],
  chakra: 'Throat',
  crystals: ['Aquamarine', 'Blue lace agate', 'Amazonite'],
  colors: ['Pale blue', 'Aquamarine', 'Silver'],
  frequency: { hz: 285, label: 'Restoring balance between people' },
  prayer:
    'Raguel, help me see the other side as clearly as my own. Where there is tension, show me the fair word and the right moment to say it.',
  affirmation: 'I speak fairly, I listen fully, and harmony grows around me.',
  zodiacSigns: ['libra', 'sagittarius'],
  element: 'fire',
  divineNumber: 8,
} as const satisfies Angel;

export const jeremiel = {
  id: 'jeremiel',
  name: 'Archangel Jeremiel',
  title: 'Archangel of Hope and Life Review',
  symbol: '🔭',
  emoji: '🌅',
  description:
    'Jeremiel is the angel of looking back in order to move forward. People turn to him at crossroads, when they want to take stock of where they have been, forgive their earlier choices and picture a brighter next chapter.',
  message:
    'Look back kindly; every turn of your road taught you something you carry now. The dawn ahead is real, and you are allowed to walk toward it.',
  healingPowers: [
    'Making peace with the past',
    'Renewed hope after setbacks',
    'Clear sight at a crossroads',
    'Trust in meaningful dreams',
  ],
  chakra: 'Third Eye',
  crystals: ['Charoite', 'Amethyst', 'Sunstone'],
  colors: ['Deep purple', 'Plum', 'Dawn orange'],
  frequency: { hz: 126.22, label: 'The warmth of the Sun' },
  prayer:
    'Jeremiel, walk with me through the rooms of my memory. Help me keep the lessons, release the regrets and face tomorrow with fresh hope.',
  affirmation: 'I honour my past, I learn from it, and I step into a hopeful future.',
  zodiacSigns: ['scorpio', 'aries'],
  element: 'fire',
  divineNumber: 13,
} as const satisfies Angel;
