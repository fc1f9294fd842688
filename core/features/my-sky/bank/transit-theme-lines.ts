import type { NatalPointId } from '../../../sky/transits/natal-points';
import type { TransitAspectId, TransitingBodyId } from '../../../sky/transits/transit-table';

/**
 * What each transiting body brings, as noun phrases a frame can set anywhere in a sentence.
 * Several per body, so two transits of one planet in a month are not worded alike.
 */
export const transitingBodyThemes = {
  sun: [
    'attention and a wish to be seen',
    'a spotlight that shows what is working',
    'fresh warmth and a little extra confidence',
    'a day or two of clear purpose',
    'the urge to put yourself forward',
  ],
  mercury: [
    'conversations, messages and second thoughts',
    'a busy mind looking for the right words',
    'questions, plans and small decisions',
    'news, errands and quick exchanges',
    'curiosity that wants an answer today',
  ],
  venus: [
    'ease, affection and a taste for beauty',
    'a softer mood and the pull of pleasure',
    'questions of what you value and who you value',
    'charm, comfort and a readiness to make peace',
    'money matters and matters of the heart',
  ],
  mars: [
    'drive, heat and the wish to act now',
    'a push of energy that needs a direction',
    'impatience that can turn into courage',
    'the appetite to compete and to finish things',
    'a sharper edge in how you go after what you want',
  ],
  jupiter: [
    'room to grow and a generous mood',
    'opportunity, optimism and a wider view',
    'the wish for more: more learning, more space, more meaning',
    'luck that favours the open door you actually walk through',
    'a season of encouragement and larger plans',
  ],
  saturn: [
    'structure, patience and the weight of commitments',
    'a reality check that rewards steady work',
    'limits that show you what truly matters',
    'slow, serious effort that builds something lasting',
    'responsibility and the test of time',
  ],
  uranus: [
    'surprise, restlessness and a taste for freedom',
    'sudden insight and the will to change the rules',
    'a jolt that loosens what had grown stiff',
    'the unexpected, and the chance to try something new',
    'an appetite for independence that will not wait',
  ],
  neptune: [
    'dreams, longing and a blurring of edges',
    'imagination, compassion and some confusion',
    'a quiet dissolving of old certainties',
    'inspiration that asks for trust and for care',
    'a softer focus where sharp lines used to be',
  ],
  pluto: [
    'depth, intensity and slow transformation',
    'pressure that brings buried things to light',
    'a long process of letting go and taking power back',
    'the kind of change that does not reverse',
    'concentrated will and honest reckoning',
  ],
} as const satisfies Record<TransitingBodyId, readonly string[]>;

/** The part of the person each natal point stands for, as noun phrases. */
export const natalPointThemes = {
  sun: ['your sense of self', 'your core purpose', 'the way you shine', 'your vitality and will'],
  moon: ['your feelings and moods', 'your need for comfort', 'your home life and habits', 'your inner tides'],
  mercury: [
    'the way you think and speak',
    'your plans and studies',
    'how you learn and explain',
    'your daily exchanges',
  ],
  venus: [
    'how you love',
    'what you find beautiful',
    'your friendships and pleasures',
    'your values and your money',
  ],
  mars: [
    'how you act and assert yourself',
    'your energy and desire',
    'the way you fight for things',
    'your stamina',
  ],
  jupiter: ['your faith and your hopes', 'how you grow', 'your generosity', 'your appetite for meaning'],
  saturn: [
    'your duties and ambitions',
    'your boundaries',
    'what you are building for the long term',
    'your self-discipline',
  ],
  uranus: [
    'your need for freedom',
    'your originality',
    'the rebel in you',
    'your wish to do things differently',
  ],
  neptune: ['your ideals and dreams', 'your intuition', 'your spiritual longing', 'your imagination'],
  pluto: [
    'your deepest drives',
    'your capacity to renew yourself',
    'your relationship with power',
    'what you keep hidden',
  ],
  trueNode: [
    'the direction you are growing toward',
    'your path ahead',
    'the lessons you are here to learn',
    'your sense of calling',
  ],
  asc: [
    'how you meet the world',
    'your body and first impressions',
    'the way you begin things',
    'your outward manner',
  ],
  mc: [
    'your career and public role',
    'your reputation and aims',
    'the direction of your working life',
    'your standing in the world',
  ],
} as const satisfies Record<NatalPointId, readonly string[]>;

/** What each aspect does with the meeting, as verb phrases. */
export const aspectModes = {
  conjunction: [
    'merges the two into one strong note',
    'sets them side by side until they act as one',
    'starts something new where they meet',
    'turns up the volume on both at once',
  ],
  sextile: [
    'offers an opening you have to take up yourself',
    'makes a friendly link that rewards a small effort',
    'brings a helpful chance, easy to miss if you look away',
    'lets the two cooperate if you give them a reason',
  ],
  square: [
    'creates friction that asks for a decision',
    'puts the two at cross purposes until you act',
    'raises tension that is useful once it moves you',
    'pushes against a habit that no longer fits',
  ],
  trine: [
    'lets the two flow together with little effort',
    'brings a natural ease worth putting to use',
    'makes the way smoother than usual',
    'supports you quietly, almost without notice',
  ],
  opposition: [
    'holds the two across the chart from each other, often through another person',
    'asks you to balance two pulls rather than pick one',
    'brings into view what you had kept at arm’s length',
    'sets up a tug between what you want and what others ask of you',
  ],
} as const satisfies Record<TransitAspectId, readonly string[]>;

/** What each natal house is about, used when the birth time and place give houses. */
export const transitHouseAreas = [
  ['self and appearance', 'the way you show up'],
  ['money and possessions', 'what you earn and keep'],
  ['daily talk, siblings and short trips', 'your neighbourhood and your messages'],
  ['home, family and roots', 'private life and where you come from'],
  ['play, romance and creativity', 'joy, children and self-expression'],
  ['work routines and health', 'daily tasks and the care of your body'],
  ['partnership and close allies', 'one-to-one bonds and agreements'],
  ['shared resources and intimacy', 'debts, trust and deep change'],
  ['travel, study and belief', 'far horizons and big ideas'],
  ['career and reputation', 'public life and long aims'],
  ['friends, groups and hopes', 'community and the future you picture'],
  ['rest, retreat and the unseen', 'solitude and what lies behind the scenes'],
] as const satisfies readonly (readonly [string, string])[];
