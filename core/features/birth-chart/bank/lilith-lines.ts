import type { SignId } from '../../../content/signs';

/**
 * Black Moon Lilith by sign: `instincts` are noun phrases for the untamed force the sign gives
 * her, `exiles` what the person learned to hide or was shamed for (after "for" or "about").
 * Two of each per sign; Lilith spends about nine months in a sign, so many people share one.
 */
export const lilithThemes = {
  aries: {
    instincts: ['a raw, first-strike independence', 'an anger that refuses to apologise'],
    exiles: ['a fire you were told was too much', 'wanting to win and saying so'],
  },
  taurus: {
    instincts: ['an unashamed love of the senses', 'a stubborn claim to pleasure and comfort'],
    exiles: ['appetites you were taught to hide', 'wanting more than your share'],
  },
  gemini: {
    instincts: ['a tongue that says the unsayable', 'a restless curiosity that ignores the rules'],
    exiles: ['questions you were hushed for asking', 'being called fickle for changing your mind'],
  },
  cancer: {
    instincts: ['a fierce, protective tenderness', 'moods as strong as the tides'],
    exiles: ['needs other people called excessive', 'leaning on anyone at all'],
  },
  leo: {
    instincts: ['a hunger to be adored exactly as you are', 'a pride that will not shrink'],
    exiles: ['showing off', 'taking the centre of the stage'],
  },
  virgo: {
    instincts: ['an exacting, private discernment', 'a self-possession that needs nobody’s approval'],
    exiles: ['the untidy, imperfect parts of you', 'refusing to be useful'],
  },
  libra: {
    instincts: ['a charm used strictly on your own terms', 'a refusal to keep the peace at any price'],
    exiles: ['conflict inside love', 'being disliked'],
  },
  scorpio: {
    instincts: ['an intensity that will not dilute itself', 'desire and power faced without disguise'],
    exiles: ['jealousy and longing you were taught to deny', 'the subjects everyone else avoids'],
  },
  sagittarius: {
    instincts: ['a freedom no creed can hold', 'blunt truths spoken wherever they land'],
    exiles: ['doubting what you were taught', 'going your own way'],
  },
  capricorn: {
    instincts: ['an ambition that asks no permission', 'a cool, clear authority of your own'],
    exiles: ['wanting power openly', 'breaking the rules of your elders'],
  },
  aquarius: {
    instincts: ['a rebel streak that breaks with the crowd', 'an eccentric, unbothered detachment'],
    exiles: ['not fitting in', 'a coolness others took for rejection'],
  },
  pisces: {
    instincts: ['a wild, mystical imagination', 'a longing to dissolve every boundary'],
    exiles: ['escape and daydreams', 'a sensitivity others called weakness'],
  },
} as const satisfies Record<SignId, { instincts: readonly string[]; exiles: readonly string[] }>;

/** Lilith with her house. Slots: {sign}, {instinct}, {exile}, {house}, {area}. */
export const lilithHouseLines = [
  'Black Moon Lilith in {sign} holds {instinct}, and in your {house} it claims {area}; whatever shame you once felt about {exile} is worth questioning there.',
  'Your Lilith, the Moon’s far point, stands in {sign} in the {house}: {instinct} lives around {area}, often alongside an old unease about {exile}.',
  'Where Lilith falls, in {sign} and your {house}, you meet {instinct}, and {area} is where you stop apologising for {exile}.',
] as const;

/** Lilith by sign alone. Slots: {sign}, {instinct}, {exile}. */
export const lilithSignLines = [
  'Black Moon Lilith in {sign} holds {instinct}; whatever shame you once felt about {exile} is worth questioning.',
  'Your Lilith, the Moon’s far point, stands in {sign}, carrying {instinct} alongside an old unease about {exile}.',
  'Where Lilith falls, in {sign}, you meet {instinct}, and you learn to stop apologising for {exile}.',
] as const;
