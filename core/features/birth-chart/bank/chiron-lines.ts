import type { SignId } from '../../../content/signs';

/**
 * Chiron, the wounded healer, by sign: `wounds` are noun phrases for the sore place the sign
 * colours (after "around" or "with"), `gifts` what the person can offer others once they have
 * lived with it (after "toward" or "for"). Each sign has two of each, so two people with Chiron
 * in one sign (it stays years in a sign) seldom read the same words.
 */
export const chironThemes = {
  aries: {
    wounds: [
      'a doubt about your right to take up space',
      'an early lesson that pushing forward could get you hurt',
    ],
    gifts: ['helping others find their nerve', 'a courage that knows exactly what fear costs'],
  },
  taurus: {
    wounds: ['an unease about your own worth', 'a fear that safety can vanish overnight'],
    gifts: ['steadying people who feel they have nothing', 'a patient, earned sense of enough'],
  },
  gemini: {
    wounds: ['a feeling of not being heard', 'words that once failed you or were turned against you'],
    gifts: ['explaining hard things gently', 'listening for what people cannot quite say'],
  },
  cancer: {
    wounds: ['a hunger for a belonging that was missing early', 'an ache around home and being looked after'],
    gifts: ['making a home for people who never had one', 'care that shelters without smothering'],
  },
  leo: {
    wounds: ['a doubt that you deserve to be seen', 'praise that only ever came with conditions'],
    gifts: ['drawing out the shy creativity of others', 'a warmth that lets other people shine'],
  },
  virgo: {
    wounds: ['a fear that nothing you do is ever quite right', 'a habit of treating every flaw as proof'],
    gifts: ['practical help that actually heals', 'patience with imperfection, your own included'],
  },
  libra: {
    wounds: [
      'a fear of being left if you upset the balance',
      'old partnerships where you lost yourself to keep the peace',
    ],
    gifts: [
      'teaching fairness by the way you partner',
      'mediating between people who cannot hear each other',
    ],
  },
  scorpio: {
    wounds: [
      'an old breach of trust that taught you to guard your depths',
      'a closeness to loss that came early',
    ],
    gifts: ['staying present with people in crisis', 'a fearless honesty about what hurts'],
  },
  sagittarius: {
    wounds: ['a crisis of faith or of meaning', 'a sense that the truths you were handed did not hold'],
    gifts: ['helping others find a meaning of their own', 'a humble wisdom that was hard to win'],
  },
  capricorn: {
    wounds: ['a weight of responsibility taken on too young', 'a fear of failing the people who rely on you'],
    gifts: ['showing others how to carry duty without breaking', 'an authority that stays humane'],
  },
  aquarius: {
    wounds: [
      'a sense of standing outside every group',
      'being the odd one out when you most wanted to belong',
    ],
    gifts: ['gathering the other outsiders in', 'a friendship that takes people as they are'],
  },
  pisces: {
    wounds: [
      'a porous heart that lets in everyone’s pain',
      'a longing to be rescued from the ordinary world',
    ],
    gifts: ['compassion with no conditions attached', 'a quiet, healing presence for people in sorrow'],
  },
} as const satisfies Record<SignId, { wounds: readonly string[]; gifts: readonly string[] }>;

/** Chiron with its house. Slots: {sign}, {wound}, {gift}, {house}, {area}. */
export const chironHouseLines = [
  'Chiron, the wounded healer, sits in {sign} in your {house}, which ties an old tenderness, {wound}, to {area}; tended rather than hidden, it turns into {gift}.',
  'Your Chiron in {sign} marks the place where healing is your life’s work: the {house} and {area} are where {wound} shows itself, and where it slowly becomes {gift}.',
  'In the {house}, among {area}, Chiron in {sign} keeps a sore spot, {wound}, and the same spot is where you learn {gift}.',
] as const;

/** Chiron by sign alone. Slots: {sign}, {wound}, {gift}. */
export const chironSignLines = [
  'Chiron, the wounded healer, sits in {sign}, which ties an old tenderness, {wound}, to your growth; tended rather than hidden, it turns into {gift}.',
  'Your Chiron in {sign} marks where healing is your life’s work: {wound} may ache for years, and it slowly becomes {gift}.',
  'Chiron in {sign} keeps a sore spot, {wound}, and the same spot is where you learn {gift}.',
] as const;

/** Added when Chiron was retrograde at birth. No slots. */
export const chironRetrogradeLines = [
  'Chiron was retrograde when you were born, so much of this work happens inwardly, long before anyone else sees it.',
  'With Chiron retrograde at your birth, the healing tends to start in private and only later reaches other people.',
] as const;
