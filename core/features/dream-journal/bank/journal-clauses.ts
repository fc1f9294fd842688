import { type MoonPhaseId, moonPhaseNames } from '../../../sky/moon-phases';
import type { DreamEmotionId } from '../dream-emotions';
import type { DreamSymbolId } from '../dream-symbols';

/**
 * What each thing the visitor marked means, as phrase pools (see
 * `core/compose/dream/dream-phrase.ts`): ways to name the item × what it says, joined into one
 * lowercase clause for `JOURNAL_FRAMES`. Every name reads with every saying, and the sizes are
 * coprime, so an item says something new in a new frame day after day.
 */
type Pools = readonly [readonly string[], readonly string[]];

export const symbolClauses = {
  flying: [
    ['flying', 'rising into the air', 'the flight you made'],
    [
      'points to a part of you that wants more room than your days allow',
      'suggests you are ready to see a problem from higher up where it looks smaller',
      'marks a wish to get free of a weight you have carried too long',
      'reveals a confidence stronger than your worries admit',
    ],
  ],
  water: [
    ['the water', 'water in the entry', 'that rising tide'],
    [
      'carries your feelings and its stillness or churn shows how settled they are',
      'asks what you have been feeling but have not yet said out loud',
      'washes through a feeling the day had no room for',
      'holds a memory that wants gentle attention',
      'shows how much you are taking in from the people around you',
    ],
  ],
  fire: [
    ['fire', 'the flames you saw', 'that blaze'],
    [
      'marks energy that wants an outlet as passion or the urge to start afresh',
      'speaks of something being burned away so new growth can begin',
      'shows an anger or a longing that has been kept too quiet',
      'lights up the one thing you care about most this month',
    ],
  ],
  animals: [
    ['the animal you met', 'a creature in the night', 'that wild visitor'],
    [
      'stands for an instinct of yours and its mood shows how that instinct is faring',
      'carries a need your careful daytime self keeps on a short lead',
      'asks you to trust your body’s quicker knowing',
      'brings back a playful or protective part of you',
    ],
  ],
  death: [
    ['death in the story', 'the ending you saw', 'that final scene'],
    [
      'almost always means an ending that clears space and not a loss to fear',
      'points to a habit or role you are ready to outgrow',
      'marks a chapter closing so a better one can open',
      'asks you to let something finish with grace',
    ],
  ],
  numbers: [
    ['the numbers', 'a figure that stayed with you', 'those counted digits'],
    [
      'show your mind counting or sorting or waiting for the right moment to move',
      'may mark a date or an amount or a rhythm worth noticing',
      'suggest a plan that needs a clear sum before it can go ahead',
      'ask you to count what you have before you count what you lack',
      'hint that timing matters more than force just now',
    ],
  ],
  colors: [
    ['the colours you remember', 'the palette of the night', 'those vivid or faded hues'],
    [
      'are your mood painted large and brightest where the feeling runs strongest',
      'show how much life you are pouring into the matter the night touched',
      'point to the feeling you most want more of',
      'mark which part of the story carried its heart',
    ],
  ],
  falling: [
    ['falling', 'the drop you felt', 'that sudden plunge'],
    [
      'often follows a day of feeling unsupported and asks where you could lean on others',
      'invites you to loosen your grip on something you cannot fully control',
      'shows a fear of slipping that is larger at night than by day',
      'ends before the ground because you are safer than you feel',
    ],
  ],
} as const satisfies Record<DreamSymbolId, Pools>;

/** Each emotion named three ways; agreement is singular throughout. */
const felt = (noun: string): readonly string[] => [
  `the ${noun} you felt`,
  `${noun} in sleep`,
  `the ${noun} that stayed with you`,
];

export const emotionClauses = {
  joy: [
    felt('joy'),
    [
      'shows that something in your life is feeding you and it helps to name what',
      'is a reminder of what you are allowed to want more of',
      'marks a part of your week that deserves more room',
      'tells you your heart still knows how to play',
    ],
  ],
  fear: [
    felt('fear'),
    [
      'is usually a rehearsal with your mind practising courage where it is safe to',
      'points at a worry that shrinks once it is spoken aloud',
      'marks a boundary you want to draw',
      'asks what support you need before a hard conversation',
    ],
  ],
  anxiety: [
    felt('anxiety'),
    [
      'tends to echo a worry you have not yet put into words during the day',
      'shows a to-do list running on after the lights went out',
      'asks for one small decision that would let your mind rest',
      'is a signal to slow the pace of your evenings',
      'often eases once the worry behind it is written down',
    ],
  ],
  peace: [
    felt('peace'),
    [
      'says some part of you has already settled an open question',
      'shows that rest is reaching you',
      'marks a choice you made that still feels right',
      'is worth remembering when the week grows loud',
    ],
  ],
  confusion: [
    felt('confusion'),
    [
      'mirrors a choice whose edges are still blurred for you',
      'asks you to gather one more fact before deciding',
      'shows two wishes pulling in different directions',
      'clears once you name what you actually want',
    ],
  ],
  love: [
    felt('love'),
    [
      'points to a bond or a longing that deserves your warmth while awake too',
      'shows how much you have to give',
      'asks who you have been missing',
      'is a reminder to let someone close see how you feel',
    ],
  ],
  anger: [
    felt('anger'),
    [
      'is energy asking for a fair and safe outlet rather than silence',
      'points at a line someone crossed',
      'shows a need you have been too polite to voice',
      'eases once you find words for what was unfair',
    ],
  ],
  wonder: [
    felt('wonder'),
    [
      'means your imagination is wide open and ready for something creative',
      'shows a curiosity that wants a real project',
      'is the mind stretching toward a bigger life',
      'marks a good season to learn something new',
      'asks you to keep a little awe in ordinary days',
    ],
  ],
  sadness: [
    felt('sadness'),
    [
      'often does the gentle grieving a busy day leaves no room for',
      'asks for comfort you may not have asked for aloud',
      'marks something you loved and are learning to let go',
      'eases when it is shared with someone kind',
    ],
  ],
  excitement: [
    felt('excitement'),
    [
      'signals a hope rising toward the surface and nearly ready to be acted on',
      'shows energy gathering behind a plan',
      'points to a door you are eager to open',
      'asks you to pace yourself so the spark lasts',
    ],
  ],
  calm: [
    felt('calm'),
    [
      'is your nervous system catching its breath',
      'shows that rest is finally reaching you',
      'marks a steadiness you can draw on this week',
      'says a storm you worried about has passed',
    ],
  ],
  overwhelmed: [
    felt('overwhelm'),
    [
      'suggests your plate is fuller than you admit and something can be set down',
      'asks you to hand one task to someone else',
      'shows the week asking more than one person can give',
      'eases once you choose just three things that matter',
    ],
  ],
} as const satisfies Record<DreamEmotionId, Pools>;

/** Three ways to name a phase ("under a Waxing Crescent Moon"): no day is named, only the phase. */
const under = (phase: MoonPhaseId): readonly string[] => {
  const name = moonPhaseNames[phase];
  const moon = name.endsWith('Moon') ? name : `${name} Moon`;
  return [`under a ${moon}`, `in the season of a ${moon}`, `during a ${moon}`];
};

export const moonPhaseClauses = {
  'new-moon': [
    under('new-moon'),
    [
      'a night plants seeds so any wish it stirred can become an intention',
      'the mind turns inward and quiet beginnings take root',
      'a blank page is the right mood for naming what you want',
      'small hopes deserve to be written before they are explained',
    ],
  ],
  'waxing-crescent': [
    under('waxing-crescent'),
    [
      'the night’s hopes are young shoots that need steady care',
      'courage gathers slowly and one small act helps it along',
      'a fresh plan wants patience more than proof',
      'first steps count for more than perfect ones',
    ],
  ],
  'first-quarter': [
    under('first-quarter'),
    [
      'the mind feels the tension of choosing and may be weighing your options',
      'friction in the story shows what you truly want',
      'a decision asks to be made rather than postponed',
      'obstacles in sleep are practice for the ones by day',
    ],
  ],
  'waxing-gibbous': [
    under('waxing-gibbous'),
    [
      'patient refining is favoured so the night may point to one detail to adjust',
      'things ripen and a little more waiting is wise',
      'the almost-finished work asks for a careful last look',
      'effort already made is close to showing its worth',
    ],
  ],
  'full-moon': [
    under('full-moon'),
    [
      'light falls on what was hidden so feelings may run louder than usual',
      'a culmination arrives and something is ready to be released',
      'the heart is at its brightest and its loudest',
      'what has been building shows itself in plain view',
    ],
  ],
  'waning-gibbous': [
    under('waning-gibbous'),
    [
      'the night turns toward what you have learned and can now pass on',
      'gratitude comes easily and sharing feels natural',
      'a lesson is ready to be put into words for someone else',
      'the harvest of the month is yours to share',
    ],
  ],
  'last-quarter': [
    under('last-quarter'),
    [
      'sleep sorts through what you are ready to release',
      'clearing out makes room for what comes next',
      'an old habit loosens its hold',
      'a turning point asks what no longer fits',
    ],
  ],
  'waning-crescent': [
    under('waning-crescent'),
    [
      'the quiet end of the cycle asks you to rest before beginning again',
      'deep healing happens in the stillness',
      'surrender is wiser than effort for a few more days',
      'the mind lays down what it carried all month',
    ],
  ],
} as const satisfies Record<MoonPhaseId, Pools>;

/** When no symbol or emotion was marked: the story itself still holds images worth noting. */
export const unmarkedClauses = [
  ['even with nothing marked', 'with no symbol or feeling ticked', 'though the boxes stayed empty'],
  [
    'the story you wrote holds its own images worth underlining',
    'the scene you remember most clearly is the place to start',
    'the setting itself says something about your week',
    'the people who appeared carry the message',
  ],
] as const satisfies Pools;
