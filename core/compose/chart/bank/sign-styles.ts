import type { SignId } from '../../../content/signs';

/**
 * How each sign colours whatever planet stands in it, as two kinds of phrase that slot into
 * the planet templates: `styles` are verb phrases ("you feel most like yourself when you
 * {style}") and `qualities` are adjective pairs ("your mind is {quality}"). Every phrase must
 * read naturally after any planet's template, so they stay concrete and in the second person.
 */
export interface SignStyle {
  styles: readonly string[];
  qualities: readonly string[];
}

export const signStyles = {
  aries: {
    styles: [
      'move first and trust your instincts',
      'take on a challenge head-on',
      'start something new before doubt sets in',
    ],
    qualities: ['bold and direct', 'quick and courageous', 'spirited and frank'],
  },
  taurus: {
    styles: [
      'build something slowly so that it lasts',
      'stay close to what feels solid and real',
      'take your time and trust your senses',
    ],
    qualities: ['steady and patient', 'grounded and loyal', 'calm and unhurried'],
  },
  gemini: {
    styles: [
      'follow your curiosity wherever it leads',
      'talk an idea through with someone',
      'keep several threads in play at once',
    ],
    qualities: ['curious and quick', 'witty and adaptable', 'lively and inquisitive'],
  },
  cancer: {
    styles: [
      'look after the people who feel like home',
      'create a safe and familiar space',
      'honour your feelings before you act',
    ],
    qualities: ['tender and protective', 'caring and intuitive', 'sensitive and loyal'],
  },
  leo: {
    styles: [
      'share your warmth openly',
      'create something that carries your own signature',
      'step into the light with a generous heart',
    ],
    qualities: ['warm and expressive', 'proud and big-hearted', 'radiant and playful'],
  },
  virgo: {
    styles: [
      'refine something until it works beautifully',
      'make yourself useful in a quiet, practical way',
      'bring order to one small corner of the world',
    ],
    qualities: ['thoughtful and precise', 'modest and attentive', 'careful and capable'],
  },
  libra: {
    styles: [
      'find the balance between two points of view',
      'share the moment with someone you trust',
      'bring harmony and grace to a situation',
    ],
    qualities: ['gracious and fair-minded', 'diplomatic and charming', 'gentle and balanced'],
  },
  scorpio: {
    styles: [
      'go beneath the surface of things',
      'commit yourself fully to what matters',
      'keep faith with the few who have earned your trust',
    ],
    qualities: ['intense and perceptive', 'deep and private', 'passionate and determined'],
  },
  sagittarius: {
    styles: [
      'chase a wider horizon',
      'learn something that stretches your view of life',
      'speak honestly and laugh often',
    ],
    qualities: ['adventurous and candid', 'optimistic and free-spirited', 'restless and generous'],
  },
  capricorn: {
    styles: [
      'work patiently toward a long-term goal',
      'take responsibility and see things through',
      'climb one careful step at a time',
    ],
    qualities: ['ambitious and disciplined', 'reserved and dependable', 'practical and determined'],
  },
  aquarius: {
    styles: [
      'do things in your own original way',
      'connect with people who share your ideals',
      'question the rules and imagine better ones',
    ],
    qualities: ['independent and inventive', 'principled and unconventional', 'friendly yet detached'],
  },
  pisces: {
    styles: [
      'let imagination and compassion lead',
      'slow down and listen to your intuition',
      'offer kindness without keeping score',
    ],
    qualities: ['gentle and imaginative', 'empathetic and dreamy', 'intuitive and soft-hearted'],
  },
} as const satisfies Record<SignId, SignStyle>;
