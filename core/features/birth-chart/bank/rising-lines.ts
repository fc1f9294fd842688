import type { SignId } from '../../../content/signs';

/**
 * The Ascendant in each sign: the manner you meet the world with, as clauses in the second
 * person that complete "With Leo rising, …". Three per sign, no slots.
 */
export const risingManners = {
  aries: [
    'you arrive ready to begin and a little impatient to get going',
    'people notice your energy before you say a word',
    'you meet new situations head-first',
  ],
  taurus: [
    'you come across as calm and steady, a presence people find reassuring',
    'you approach anything new slowly and sensibly, and nobody hurries you',
    'people sense at once that you will not be rushed',
  ],
  gemini: [
    'you greet life with questions and quick conversation',
    'your first impression is bright and youthful',
    'you read a room by talking to everyone in it',
  ],
  cancer: [
    'you meet the world with a protective softness, noticing how everyone feels',
    'people feel looked after in your company, even when you are the shy one',
    'you test the water before you wade in, and you remember who was kind',
  ],
  leo: [
    'you walk in with warmth, and a room tends to brighten around you',
    'your first impression is generous and confident, with a natural sense of occasion',
    'people look to you for the mood of the moment',
  ],
  virgo: [
    'you meet life attentively, noticing what others miss and quietly offering help',
    'people see you as composed, modest and capable',
    'you size up a situation before you step into it, and usually improve it',
  ],
  libra: [
    'you greet the world with grace and instinctively put people at ease',
    'your first impression is charming and considerate',
    'you look for common ground before anything else',
  ],
  scorpio: [
    'you meet the world with quiet intensity and reveal little until trust is earned',
    'people sense depth in you at once and tell you more than they meant to',
    'you watch before you speak, and your silences carry weight',
  ],
  sagittarius: [
    'you arrive with optimism and humour, treating each new situation as an adventure',
    'your first impression is open and frank',
    'you seem to be already halfway to the next horizon',
  ],
  capricorn: [
    'you meet the world with composure, and people trust you with responsibility early',
    'your first impression is reserved and capable, and the warmth comes later',
    'you carry yourself as someone who means to be taken seriously',
  ],
  aquarius: [
    'you meet the world as your own person, friendly, curious and hard to predict',
    'people notice your independence first',
    'you look at ordinary things from an angle nobody else thought of',
  ],
  pisces: [
    'you meet the world softly, picking up moods the way others pick up words',
    'your first impression is gentle and hard to pin down',
    'people find it easy to confide in you',
  ],
} as const satisfies Record<SignId, readonly string[]>;

/** The Ascendant read beside the Sun. Slots: {rising}, {sun}, {manner}. */
export const risingLines = [
  'With {rising} rising, {manner}, and only those who know you well meet the {sun} Sun underneath.',
  '{rising} was on the eastern horizon when you were born, so {manner}; your {sun} Sun shows itself more slowly.',
  'People meet your Ascendant in {rising} before they meet your {sun} Sun, which means {manner}.',
] as const;

/** When the Sun and the Ascendant share a sign. Slots: {rising}, {manner}. */
export const doubledRisingLines = [
  'With {rising} rising as well as holding your Sun, {manner}, and what people see first is very close to who you are.',
  'Your Sun and your Ascendant are both in {rising}, so {manner}, and there is little distance between your manner and your core.',
] as const;

/**
 * The ruler of the rising sign, the planet that steers the chart. Slots: {ruler} ("Mars",
 * "the Moon"), {rising}, {sign}, {house}, {area}.
 */
export const chartRulerLines = [
  'As ruler of {rising}, {ruler} steers the whole chart, and from {sign} in your {house} it keeps drawing your life toward {area}.',
  'Your chart ruler is {ruler}, the ruler of your rising sign; placed in {sign} in the {house}, it makes {area} a thread through your whole story.',
  'Follow {ruler}, ruler of your {rising} Ascendant, and you find it in {sign} in the {house}: much of your path runs through {area}.',
] as const;
