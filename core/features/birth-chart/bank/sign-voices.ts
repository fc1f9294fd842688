import type { SignId } from '../../../content/signs';

/**
 * What the natal reading adds to the shared sign styles (`core/compose/chart/bank/sign-styles`):
 * a birth chart often holds three or four planets in one sign, and each must be described in
 * its own words. `styles` are verb phrases after "you", `qualities` adjective pairs, and `gifts`
 * nouns that read after "my" and "your" ("my patience", "your candour").
 */
export interface SignVoice {
  styles: readonly string[];
  qualities: readonly string[];
  gifts: readonly string[];
}

export const signVoices = {
  aries: {
    styles: ['say yes to the adventure in front of you', 'lead the way when others hesitate'],
    qualities: ['eager and fearless', 'fiery and forthright'],
    gifts: ['courage', 'boldness', 'initiative'],
  },
  taurus: {
    styles: ['tend something patiently until it flowers', 'savour the pleasures of an ordinary day'],
    qualities: ['sensual and dependable', 'unhurried and constant'],
    gifts: ['patience', 'steadiness', 'loyalty'],
  },
  gemini: {
    styles: ['swap notes with a sharp mind', 'pick up a new subject just for the fun of it'],
    qualities: ['nimble and talkative', 'bright and changeable'],
    gifts: ['curiosity', 'quick wit', 'playfulness'],
  },
  cancer: {
    styles: ['gather your people around a table', 'keep a promise to someone who relies on you'],
    qualities: ['devoted and receptive', 'nurturing and watchful'],
    gifts: ['tenderness', 'devotion', 'protectiveness'],
  },
  leo: {
    styles: ['play wholeheartedly and let it show', 'encourage someone until they shine as well'],
    qualities: ['generous and theatrical', 'loyal and sunny'],
    gifts: ['warmth', 'generosity', 'creativity'],
  },
  virgo: {
    styles: ['improve something one careful detail at a time', 'lend your skill where it is needed'],
    qualities: ['observant and conscientious', 'discerning and helpful'],
    gifts: ['precision', 'diligence', 'modesty'],
  },
  libra: {
    styles: ['weigh both sides before you choose', 'make a space more beautiful for everyone in it'],
    qualities: ['courteous and even-handed', 'sociable and refined'],
    gifts: ['grace', 'fairness', 'diplomacy'],
  },
  scorpio: {
    styles: [
      'follow a feeling all the way to its source',
      'hold steady through a crisis that frightens others',
    ],
    qualities: ['magnetic and watchful', 'loyal and uncompromising'],
    gifts: ['depth', 'resolve', 'perceptiveness'],
  },
  sagittarius: {
    styles: ['follow a question across a border', 'turn a setback into a story worth telling'],
    qualities: ['expansive and good-humoured', 'frank and far-sighted'],
    gifts: ['optimism', 'candour', 'love of freedom'],
  },
  capricorn: {
    styles: ['set a standard and then meet it', 'carry a responsibility others would drop'],
    qualities: ['steady and strategic', 'dry-humoured and resilient'],
    gifts: ['discipline', 'ambition', 'endurance'],
  },
  aquarius: {
    styles: [
      'back an idea before the world is ready for it',
      'stand a little apart and see the whole pattern',
    ],
    qualities: ['inventive and humane', 'cool-headed and visionary'],
    gifts: ['originality', 'independence', 'idealism'],
  },
  pisces: {
    styles: ['let music or a quiet hour carry you', 'forgive without waiting for an apology'],
    qualities: ['compassionate and receptive', 'mystical and kind'],
    gifts: ['compassion', 'imagination', 'gentleness'],
  },
} as const satisfies Record<SignId, SignVoice>;
