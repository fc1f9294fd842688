import type { SignId } from '../../../content/signs';

/** The Ascendant in each sign: the manner you meet the world with. Two lines per sign, no slots. */
export const risingLines = {
  aries: [
    'You meet the world head-first, with an energy people notice before you say a word.',
    'New situations wake you up; you tend to arrive ready to begin and a little impatient to get going.',
  ],
  taurus: [
    'You come across as calm and steady, someone whose presence feels reassuring.',
    'You approach new situations slowly and sensibly, and people sense that you will not be hurried.',
  ],
  gemini: [
    'You greet life with questions and quick conversation, and people remember your liveliness.',
    'Your first impression is bright and youthful; you read a room by talking to everyone in it.',
  ],
  cancer: [
    'You meet the world with a protective softness, noticing how everyone is feeling.',
    'People often feel looked after in your company, even when you are the one who feels shy.',
  ],
  leo: [
    'You walk in with warmth and presence, and a room tends to brighten around you.',
    'Your first impression is generous and confident, with a natural sense of occasion.',
  ],
  virgo: [
    'You meet life attentively, noticing the details others miss and quietly offering help.',
    'People see you as composed, modest and capable, someone who has thought things through.',
  ],
  libra: [
    'You greet the world with grace and good manners, and you instinctively put people at ease.',
    'Your first impression is charming and considerate; you look for common ground before anything else.',
  ],
  scorpio: [
    'You meet the world with quiet intensity, revealing little until trust is earned.',
    'People sense depth in you at once, and often tell you more than they meant to.',
  ],
  sagittarius: [
    'You arrive with optimism and humour, treating each new situation as a small adventure.',
    'Your first impression is open and frank, with a restlessness that wants to see what is next.',
  ],
  capricorn: [
    'You meet the world with composure and a sense of purpose, and people trust you with responsibility.',
    'Your first impression is reserved and capable; warmth shows once you feel on solid ground.',
  ],
  aquarius: [
    'You meet the world as your own person, friendly, curious and a little unpredictable.',
    'People notice your independence first, and the fresh way you look at ordinary things.',
  ],
  pisces: [
    'You meet the world softly and intuitively, picking up moods the way others pick up words.',
    'Your first impression is gentle and hard to pin down, with a kindness people remember.',
  ],
} as const satisfies Record<SignId, readonly string[]>;
