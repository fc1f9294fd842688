import type { SignId } from '../../../content/signs';

/**
 * The gifts each sign is known for in astrological tradition, in our words: the talent tile
 * shows three of them at a time, rotating, each with a way to use it. Six per sign so a week of
 * daily readings shows each gift at most twice, in different company.
 */
export const signTalents = {
  aries: [
    'starting things others only talk about',
    'courage under pressure',
    'turning frustration into fuel',
    'leading from the front',
    'quick, decisive problem-solving',
    'championing people who need a voice',
  ],
  taurus: [
    'patience that outlasts the competition',
    'a feel for quality and craft',
    'building things that last',
    'calm under pressure',
    'a steady hand with resources',
    'making spaces and people feel at ease',
  ],
  gemini: [
    'explaining complicated ideas simply',
    'connecting people who should know each other',
    'learning new skills at speed',
    'writing and wordplay',
    'seeing several sides of a question',
    'keeping a room lively and curious',
  ],
  cancer: [
    'reading what people need before they say it',
    'creating a sense of belonging',
    'a long memory for what matters',
    'protecting a team through hard times',
    'nurturing projects from seed to harvest',
    'emotional intelligence under strain',
  ],
  leo: [
    'lighting up a room and an audience',
    'generous, warm leadership',
    'creative vision with a sense of theatre',
    'encouraging others to shine',
    'loyalty that people can lean on',
    'confidence when the stakes are high',
  ],
  virgo: [
    'spotting the flaw before it becomes a problem',
    'turning chaos into a working system',
    'precise, careful analysis',
    'practical help that actually lands',
    'improving things a little every day',
    'a craftsperson’s eye for detail',
  ],
  libra: [
    'finding the fair middle ground',
    'an instinct for beauty and design',
    'diplomacy in tense moments',
    'building partnerships that work',
    'weighing options before committing',
    'making people feel heard',
  ],
  scorpio: [
    'research that gets to the bottom of things',
    'staying power through a crisis',
    'reading hidden motives',
    'transforming what is broken',
    'keeping confidences',
    'focus that does not waver',
  ],
  sagittarius: [
    'teaching with enthusiasm',
    'seeing the big picture',
    'optimism that lifts a team',
    'bridging cultures and viewpoints',
    'honest feedback delivered with humour',
    'adventurous thinking',
  ],
  capricorn: [
    'long-range planning',
    'discipline that compounds over time',
    'managing responsibility gracefully',
    'building structures others rely on',
    'dry humour under pressure',
    'turning ambition into a schedule',
  ],
  aquarius: [
    'original, inventive thinking',
    'seeing where the future is heading',
    'organising communities around an idea',
    'staying calm and objective',
    'questioning rules that no longer work',
    'technical and systems thinking',
  ],
  pisces: [
    'imagination that finds new forms',
    'deep compassion for others',
    'sensing the mood of a group',
    'artistic and musical sensitivity',
    'adapting gracefully to change',
    'healing and restoring energy in others',
  ],
} as const satisfies Record<SignId, readonly string[]>;

/** How to put a gift to use; follows "**gift**:" in a bullet. Slots: {period}. */
export const talentUses = [
  'lend it to a task that is stuck {period}',
  'name it out loud the next time someone thanks you for it',
  'practise it on purpose for twenty minutes',
  'pair it with a colleague whose strengths differ from yours',
  'notice where it is already paying off without credit',
  'offer it to someone who is just starting out',
  'write down one way it could earn you more room at work',
  'use it in the conversation you find hardest {period}',
  'ask where it could grow with a little training',
  'let it lead in a project that has lost its spark',
  'give it a deadline and watch it sharpen',
  'rest it too, because gifts tire when overused',
  'treat it as a craft and study how others use theirs',
  'teach the basics of it to someone over a coffee',
  'ask for a task that stretches it a little further',
  'keep a short log of the moments it made a difference',
  'bring it to a group that has run short of it',
] as const;
