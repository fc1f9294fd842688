import type { AspectId } from '../../../sky/aspects';

/**
 * One sentence per aspect, reading the two placements, the angle between them and what that
 * pair of planets is about. Slots: {firstPlace}, {secondPlace} ("Venus in Libra"), {pairPlace}
 * for a conjunction ("Venus and Mars in Libra"), {first}, {second} (themes with "your"),
 * {exactness} (", within 0°41′ of exact" or empty), {flavour} (a plural verb phrase from pairFlavours).
 */
export const natalAspectLines = {
  conjunction: [
    '{pairPlace} are fused{exactness}, so {first} and {second} act as one force, and together the two {flavour}.',
    'The conjunction of {pairPlace}{exactness} binds {first} to {second}, and together they {flavour}.',
  ],
  sextile: [
    '{firstPlace} makes an easy sextile to {secondPlace}{exactness}, and once you use it on purpose the two {flavour}.',
    '{firstPlace} and {secondPlace} are in friendly contact{exactness}, so {first} and {second} help each other, and together they {flavour}.',
  ],
  square: [
    '{firstPlace} squares {secondPlace}{exactness}, so {first} and {second} keep testing each other, and through that friction the two {flavour}.',
    'A square between {firstPlace} and {secondPlace}{exactness} sets {first} against {second}, and in the tension between them they {flavour}.',
  ],
  trine: [
    '{firstPlace} trines {secondPlace}{exactness}, an easy flow between {first} and {second}, and together the two {flavour}, a talent worth using on purpose.',
    '{firstPlace} and {secondPlace} share a trine{exactness}, so {second} can lean on {first} without effort, and between them they {flavour}.',
  ],
  quincunx: [
    '{firstPlace} and {secondPlace} form a quincunx{exactness}, an awkward angle where {first} and {second} never quite understand each other, though in time the two {flavour}.',
    '{firstPlace} sits at an uneasy quincunx to {secondPlace}{exactness}, so {first} and {second} need constant fine-tuning before they {flavour}.',
  ],
  opposition: [
    '{firstPlace} opposes {secondPlace}{exactness}, setting {first} against {second}; other people often act out one side until you own both, and then the two {flavour}.',
    'Across the wheel, {firstPlace} faces {secondPlace}{exactness}, so {first} and {second} ask for balance rather than a winner, and once balanced they {flavour}.',
  ],
} as const satisfies Record<AspectId, readonly string[]>;

/**
 * What a meeting of two planets is about, whatever the angle, as a plural verb phrase that
 * completes "together they …". Keyed by the two ids in PLANET_IDS order.
 */
export const pairFlavours = {
  'sun|moon': 'decide how well your wants and your needs get along',
  'sun|mercury': 'keep your words close to your intentions',
  'sun|venus': 'let you enjoy life and be liked without apology',
  'sun|mars': 'fuel your choices and the way you assert them',
  'sun|jupiter': 'feed your confidence and the size of the dreams you allow yourself',
  'sun|saturn': 'turn self-doubt into slow, earned authority',
  'sun|uranus': 'insist that you be your own person, even when it surprises people',
  'sun|neptune': 'blend who you are with imagination and a wish to inspire',
  'sun|pluto': 'give you a strong will and a life shaped by a few deep reinventions',
  'moon|mercury': 'link what you feel to what you say, so naming an emotion settles it',
  'moon|venus': 'deepen your need for tenderness, comfort and pleasant company',
  'moon|mars': 'turn feelings into action quickly, for better and worse',
  'moon|jupiter': 'widen your heart and make you generous with feeling',
  'moon|saturn': 'ask you to give yourself the reassurance you once had to earn',
  'moon|uranus': 'need breathing room inside every bond',
  'moon|neptune': 'sharpen empathy and intuition and ask for gentle boundaries',
  'moon|pluto': 'give your feelings depth, staying power and a nose for emotional truth',
  'mercury|venus': 'soften your words and give you a gift for pleasing language',
  'mercury|mars': 'sharpen your tongue and quicken your decisions',
  'mercury|jupiter': 'expand your mind with big ideas and good stories',
  'mercury|saturn': 'make your thinking careful, thorough and now and then too cautious',
  'mercury|uranus': 'spark original ideas and sudden flashes of insight',
  'mercury|neptune': 'lend your thoughts a poetic, intuitive and sometimes dreamy quality',
  'mercury|pluto': 'give you a probing mind that wants the bottom of every story',
  'venus|mars': 'shape attraction itself, how you pursue and how you receive',
  'venus|jupiter': 'bring warmth, generosity and a fondness for life’s pleasures',
  'venus|saturn': 'make love serious and loyal, built slowly and meant to last',
  'venus|uranus': 'ask for freedom and surprise within closeness',
  'venus|neptune': 'idealise love and beauty and call for discernment alongside romance',
  'venus|pluto': 'give your relationships intensity and a longing for deep bonds',
  'mars|jupiter': 'add enthusiasm and reach to whatever you set out to do',
  'mars|saturn': 'teach you to pace your strength and work with endurance',
  'mars|uranus': 'bring sudden bursts of energy and little patience for limits',
  'mars|neptune': 'ask you to act for ideals and to notice where your energy leaks away',
  'mars|pluto': 'concentrate willpower and a great capacity to recover',
  'jupiter|saturn': 'weigh expansion against caution and hope against realism',
  'jupiter|uranus': 'favour lucky breaks and leaps of faith',
  'jupiter|neptune': 'feed a spiritual streak and far-reaching dreams',
  'jupiter|pluto': 'hint at ambition on a large scale',
  'saturn|uranus': 'set tradition and change side by side, each testing the other',
  'saturn|neptune': 'ask you to give form to your dreams',
  'saturn|pluto': 'test your endurance under pressure',
  'uranus|neptune': 'tie your generation’s wish for freedom to its visions',
  'uranus|pluto': 'carry your generation’s urge to overturn and rebuild',
  'neptune|pluto': 'form a slow backdrop of renewal shared by many generations',
} as const satisfies Record<string, string>;

export type PairKey = keyof typeof pairFlavours;
