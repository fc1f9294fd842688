import type { SignId } from '../../../content/signs';

/**
 * A line on the reader's favourite tastes, for readings of a sign alone or an animal alone
 * (a pair's reading already holds two element lines). {flavours} is the animal's preferred
 * flavours or the sign's own taste words below, different for every reader, so the line stays
 * the reader's own; nine or more entries keep a week without a repeat.
 */
export const tasteLines = [
  'Your palate leans towards {flavours} tastes and one dish today can lean into them without apology.',
  'Start from what you love when you plan a meal since {flavours} notes tend to make food feel like yours.',
  'A little of the {flavours} flavours you enjoy can turn a plain meal into a satisfying one.',
  'Build today’s most relaxed meal around {flavours} tastes and balance it with something fresh.',
  'Trust your taste for {flavours} food today and pair it with vegetables so the plate stays balanced.',
  'If a craving arrives notice whether it is for {flavours} flavours and meet it with a wholesome version.',
  'Cooking with {flavours} notes in mind is an easy way to enjoy eating well today.',
  'Your favourite {flavours} tastes are a guide to meals you will actually look forward to.',
  'Season one meal today with the {flavours} character you enjoy most and savour it slowly.',
];

/** Each Western sign's taste words, for the {flavours} slot. */
export const signFlavours = {
  aries: 'bold, peppery and bright',
  taurus: 'rich, buttery and comforting',
  gemini: 'light, tangy and varied',
  cancer: 'creamy, homely and mild',
  leo: 'golden, warm and generous',
  virgo: 'clean, herby and fresh',
  libra: 'balanced, delicate and sweet',
  scorpio: 'deep, smoky and intense',
  sagittarius: 'exotic, spiced and adventurous',
  capricorn: 'earthy, hearty and traditional',
  aquarius: 'unusual, crisp and inventive',
  pisces: 'soft, soothing and gently sweet',
} as const satisfies Record<SignId, string>;
