/**
 * The sentence bank of the personal numerology reading. The meanings say what each number is
 * traditionally about (1–9 and the master numbers 11, 22, 33) in our own words; the framing
 * pools hold at least twelve entries each, so the dealer gives twelve readers on one day twelve
 * different sentences and one reader a new one each day of a week.
 */
export const NUMEROLOGY_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33] as const;
export type NumerologyValue = (typeof NUMEROLOGY_VALUES)[number];

/** What a Life Path asks of you, as a verb phrase after "to". */
export const lifePathCalls = {
  1: 'stand on your own feet and begin what others only talk about',
  2: 'build bridges between people and trust the power of a quiet word',
  3: 'turn what you feel into words, colour and shared laughter',
  4: 'lay patient foundations that hold long after the work is done',
  5: 'welcome change and learn the world by moving through it',
  6: 'care for a home or a circle or a craft and make it beautiful',
  7: 'look beneath the surface and trust what solitude teaches',
  8: 'handle responsibility well and let effort become authority',
  9: 'give generously and let finished things end so your circle can widen',
  11: 'carry an intuition that can light the way for others, once you trust it',
  22: 'build something lasting from a vision that is larger than you',
  33: 'teach through kindness and let compassion become practical service',
} as const satisfies Record<NumerologyValue, string>;

/** The gift a name's Expression number describes, as a noun phrase. */
export const expressionGifts = {
  1: 'a leader’s drive to start and to decide',
  2: 'a diplomat’s ear for what is left unsaid',
  3: 'a storyteller’s ease with words and people',
  4: 'an organiser’s talent for order and follow-through',
  5: 'an explorer’s quick wit and love of variety',
  6: 'a caretaker’s sense of harmony and duty',
  7: 'a researcher’s depth and appetite for the truth',
  8: 'a manager’s grasp of resources and results',
  9: 'a humanitarian’s breadth of sympathy',
  11: 'an inspirer’s vision and nervous, bright sensitivity',
  22: 'a master builder’s power to make large plans real',
  33: 'a healer’s patience and gift for uplifting others',
} as const satisfies Record<NumerologyValue, string>;

/** What the Soul Urge number longs for, as a noun phrase. */
export const soulLongings = {
  1: 'independence and the freedom to lead your own way',
  2: 'the quiet closeness of a partner in everyday life',
  3: 'joyful expression and an audience that listens',
  4: 'the security of a plan you can rely on',
  5: 'open roads and the freedom of the next horizon',
  6: 'love given and received in a home that feels safe',
  7: 'quiet understanding and time alone to think',
  8: 'achievement and the respect that follows it',
  9: 'a world made a little kinder by your part in it',
  11: 'spiritual insight and the chance to share it',
  22: 'a legacy that serves many people',
  33: 'the chance to heal and to be of use',
} as const satisfies Record<NumerologyValue, string>;

export interface NumerologyWords {
  /** The first word of the name as typed, e.g. "Ana". */
  firstName: string;
  sign: string;
  lifePath: number;
  lifePathCall: string;
  expression: number | null;
  expressionGift: string;
  soulUrge: number | null;
  soulLonging: string;
  /** "a waxing gibbous Moon in Taurus, 82% lit". */
  moon: string;
  /** "20° Cancer". */
  jupiterAt: string;
  jupiterHouse: string;
  jupiterArea: string;
}

export type NumerologyLine = (words: NumerologyWords) => string;

export const openingLines: readonly NumerologyLine[] = [
  (w) =>
    `${w.firstName}, your name and birth date reduce to a small set of numbers, and each one describes a different layer of you.`,
  (w) =>
    `Numerology reads a life from two things you already carry, ${w.firstName}: the date you arrived and the name you answer to.`,
  (w) =>
    `Here is what the arithmetic of your name and birthday says, ${w.firstName}, worked out digit by digit rather than guessed.`,
  (w) =>
    `${w.firstName}, Pythagorean numerology turns every letter and date into a digit, and yours settle into a telling pattern.`,
  (w) =>
    `Your numbers are not a verdict, ${w.firstName}, more a set of themes worth recognising in the way you already live.`,
  (w) =>
    `Three numbers carry most of the story in numerology, ${w.firstName}, and here is how yours read today.`,
  (w) =>
    `${w.firstName}, you already know your Sun sign is ${w.sign}; your numbers add a second, quieter portrait.`,
  (w) =>
    `Every name hums at a frequency in numerology, ${w.firstName}, and your birth date sets the road it travels.`,
  (w) =>
    `Take these numbers as a mirror, ${w.firstName}: hold them up to your week and see where they match.`,
  (w) =>
    `A birth date and a name can be counted, ${w.firstName}, and what they add up to makes a good question for reflection.`,
  (w) =>
    `${w.firstName}, your reading begins with the sum of your birthday and ends with the sound of your name.`,
  (w) =>
    `The old Pythagorean table gives each letter a value, ${w.firstName}, and your own letters lean in a clear direction.`,
];

export const lifePathLines: readonly NumerologyLine[] = [
  (w) => `Your Life Path is ${w.lifePath}, the road’s own number: it asks you to ${w.lifePathCall}.`,
  (w) => `Life Path ${w.lifePath} is the thread through your years, and its lesson is to ${w.lifePathCall}.`,
  (w) => `With a Life Path of ${w.lifePath}, the long work of your life is learning to ${w.lifePathCall}.`,
  (w) => `The birth date reduces to ${w.lifePath}, a path that invites you to ${w.lifePathCall}.`,
  (w) => `Numerologists would place you on the ${w.lifePath} path, as someone here to ${w.lifePathCall}.`,
  (w) => `Your date of birth lands on ${w.lifePath}; the road it describes is a chance to ${w.lifePathCall}.`,
  (w) => `Life Path ${w.lifePath} sets the direction: over the years you are learning to ${w.lifePathCall}.`,
  (w) => `Your deepest number, the Life Path, is ${w.lifePath}, and it nudges you to ${w.lifePathCall}.`,
  (w) => `Everything else sits on your Life Path of ${w.lifePath}, whose task is to ${w.lifePathCall}.`,
  (w) =>
    `Count your birthday down and ${w.lifePath} remains, the path of someone who chooses to ${w.lifePathCall}.`,
  (w) => `Life Path ${w.lifePath} grows strongest when you ${w.lifePathCall}.`,
  (w) =>
    `Your path number is ${w.lifePath}: over the seasons of a life the invitation is to ${w.lifePathCall}.`,
];

export const expressionLines: readonly NumerologyLine[] = [
  (w) => `Your name carries Expression ${w.expression}, which shows ${w.expressionGift}.`,
  (w) =>
    `Every letter of your name adds up to an Expression of ${w.expression}, the signature of ${w.expressionGift}.`,
  (w) => `The Expression number, ${w.expression}, hands you the tools of ${w.expressionGift}.`,
  (w) =>
    `In the full spelling of your name sits Expression ${w.expression}, and with it ${w.expressionGift}.`,
  (w) =>
    `Expression ${w.expression} is how you come across when you are at your best, with ${w.expressionGift}.`,
  (w) => `Your letters total Expression ${w.expression}, suggesting ${w.expressionGift}.`,
  (w) => `People meet your Expression number of ${w.expression} first, and it brings ${w.expressionGift}.`,
  (w) => `The sum of your name is ${w.expression}, an Expression marked by ${w.expressionGift}.`,
  (w) => `Expression ${w.expression} names your natural equipment, which here is ${w.expressionGift}.`,
  (w) => `Spelled out, your name resolves to ${w.expression}, the Expression of ${w.expressionGift}.`,
  (w) => `Your Expression, ${w.expression}, hints at ${w.expressionGift} within easy reach.`,
  (w) =>
    `Counted letter by letter, your name gives Expression ${w.expression} and the gift of ${w.expressionGift}.`,
];

export const soulUrgeLines: readonly NumerologyLine[] = [
  (w) => `Beneath that, your vowels give a Soul Urge of ${w.soulUrge}: a longing for ${w.soulLonging}.`,
  (w) =>
    `Your name’s vowels, the heart of numerology, add to Soul Urge ${w.soulUrge}, which wants ${w.soulLonging}.`,
  (w) => `Soul Urge ${w.soulUrge} names what you want when nobody is watching, which is ${w.soulLonging}.`,
  (w) => `Your heart’s number is ${w.soulUrge}, and it quietly seeks ${w.soulLonging}.`,
  (w) => `Counted from vowels alone, your Soul Urge is ${w.soulUrge}, with its hunger for ${w.soulLonging}.`,
  (w) => `A Soul Urge of ${w.soulUrge} explains the private pull you feel toward ${w.soulLonging}.`,
  (w) => `The inner number, Soul Urge ${w.soulUrge}, is satisfied by ${w.soulLonging}.`,
  (w) => `Under the surface runs Soul Urge ${w.soulUrge}, asking for ${w.soulLonging}.`,
  (w) => `Your vowels sing ${w.soulUrge}, the Soul Urge of someone who needs ${w.soulLonging}.`,
  (w) => `Soul Urge ${w.soulUrge} keeps steering you, gently, toward ${w.soulLonging}.`,
  (w) => `What your heart wants, by the Soul Urge of ${w.soulUrge}, is ${w.soulLonging}.`,
  (w) => `The softer count of your vowels gives ${w.soulUrge}, a Soul Urge that treasures ${w.soulLonging}.`,
];

export const missingNameLines: readonly NumerologyLine[] = [
  () =>
    `Your name is written in letters outside the Latin alphabet, which the Pythagorean table does not count, so this reading rests on your birth date alone.`,
];

/** A small practice for the days ahead, tied to the Life Path. */
export const practiceLines: readonly NumerologyLine[] = [
  (w) => `This week, pick one moment to ${w.lifePathCall}, and notice how it changes the day around it.`,
  () => `A simple practice: write your three numbers on a card and keep it where you start your mornings.`,
  (w) =>
    `Before a decision, ask which choice would help you ${w.lifePathCall}; the answer is often the quieter one.`,
  () =>
    `Try spending ten minutes a day on the activity that feels most like your path, then keep a tally of how you feel.`,
  (w) =>
    `Look back over the past month for a time you managed to ${w.lifePathCall}, and give yourself credit for it.`,
  () => `Share one of these numbers with someone who knows you well and ask whether it sounds like you.`,
  (w) => `Choose a small, concrete step that lets you ${w.lifePathCall} before the weekend.`,
  () => `Keep a short note each evening of where your numbers showed up, even in ordinary errands.`,
  (w) => `When the week gets noisy, a short walk spent thinking about how to ${w.lifePathCall} can reset it.`,
  () => `Pair your path number with a habit: one page read, one call made, one task finished a day.`,
  (w) => `Name one person who helps you ${w.lifePathCall}, and thank them in a line or two.`,
  () => `Let one number guide a single choice this week and see what it teaches you.`,
];

export const skyLines: readonly NumerologyLine[] = [
  (w) =>
    `Today’s sky chimes in: ${w.moon}, and Jupiter at ${w.jupiterAt} in your ${w.jupiterHouse} solar house of ${w.jupiterArea}.`,
  (w) =>
    `For timing, look at today’s sky: ${w.moon}, while Jupiter at ${w.jupiterAt} widens your ${w.jupiterHouse} solar house, the area of ${w.jupiterArea}.`,
  (w) =>
    `The real sky backs this up with ${w.moon} and Jupiter crossing your ${w.jupiterHouse} solar house at ${w.jupiterAt}, where ${w.jupiterArea} live.`,
  (w) =>
    `Right now Jupiter stands at ${w.jupiterAt}, your ${w.jupiterHouse} solar house of ${w.jupiterArea}, and there is ${w.moon}.`,
  (w) =>
    `As ${w.sign}, you have Jupiter at ${w.jupiterAt} in your ${w.jupiterHouse} solar house today, so growth comes through ${w.jupiterArea}; there is also ${w.moon}.`,
  (w) =>
    `Framing your numbers today: ${w.moon}, and Jupiter at ${w.jupiterAt} bringing room for ${w.jupiterArea} in your ${w.jupiterHouse} solar house.`,
  (w) =>
    `Astrology and numerology agree on patience today with ${w.moon} and Jupiter at ${w.jupiterAt} in your ${w.jupiterHouse} solar house.`,
  (w) =>
    `Overhead there is ${w.moon}, and Jupiter at ${w.jupiterAt} is working through your ${w.jupiterHouse} solar house, the place of ${w.jupiterArea}.`,
  (w) =>
    `Note the sky too: ${w.moon}, with Jupiter at ${w.jupiterAt} lighting your ${w.jupiterHouse} solar house and ${w.jupiterArea}.`,
  (w) =>
    `Jupiter at ${w.jupiterAt} visits your ${w.jupiterHouse} solar house, the corner of life given to ${w.jupiterArea}, and there is ${w.moon}.`,
  (w) =>
    `Today brings ${w.moon}, and Jupiter at ${w.jupiterAt} in your ${w.jupiterHouse} solar house points your numbers toward ${w.jupiterArea}.`,
  (w) =>
    `For ${w.sign} today there is ${w.moon}, and Jupiter holds your ${w.jupiterHouse} solar house from ${w.jupiterAt}, bringing ${w.jupiterArea} into focus.`,
];

export const weavingLines: readonly NumerologyLine[] = [
  (w) => `Put the numbers together and the picture is of someone learning to ${w.lifePathCall}.`,
  (w) => `The most useful question your numbers raise is where in this week you could ${w.lifePathCall}.`,
  (w) =>
    `When the path feels slow, ${w.firstName}, come back to the simplest part of it: to ${w.lifePathCall}.`,
  () =>
    `The numbers do not decide anything for you; they describe a talent you can choose to use, and a path you can choose to walk.`,
  () =>
    `Notice where your path number and your name pull in the same direction; that is where effort feels lightest.`,
  () =>
    `If two of your numbers seem to disagree, treat it as a conversation inside you rather than a contradiction.`,
  (w) => `Try one small act this week that honours your path, then see how it feels to ${w.lifePathCall}.`,
  () => `Read together, your numbers suggest that your strengths grow fastest when you share them.`,
  (w) => `Keep the Life Path ${w.lifePath} in mind when choices come up; it is a compass, not a cage.`,
  (w) =>
    `Your numbers stay the same all your life, ${w.firstName}, but the way you live them keeps deepening.`,
  (w) =>
    `Let this reading be a starting point for a journal page on what it means for you to ${w.lifePathCall}.`,
  (w) =>
    `The pattern is yours to interpret, ${w.firstName}; keep the parts that ring true and let the rest go.`,
];

export const closingLines: readonly NumerologyLine[] = [
  (w) => `I walk my ${w.lifePath} path with open eyes and a steady heart.`,
  () => `My name is a promise I keep to myself, one day at a time.`,
  () => `I honour the numbers I was given by living them kindly.`,
  () => `Each step I take adds up to a life that is truly mine.`,
  (w) => `I let the ${w.lifePath} in me lead with courage and care.`,
  () => `I trust the rhythm of my own numbers today.`,
  () => `What I was born with is enough to begin with.`,
  () => `I count my blessings before I count anything else.`,
  (w) => `Today I choose to ${w.lifePathCall}.`,
  () => `My path is long, and I am glad to be on it.`,
  () => `I am the sum of my choices, and I choose with care.`,
  () => `I listen to the quiet number in my heart.`,
  (w) => `I give my ${w.lifePath} path one honest step today.`,
  () => `I let my numbers remind me and never rule me.`,
  () => `I make room today for the person my name describes.`,
  () => `Small choices made well are how my path gets walked.`,
  () => `I greet this day as a fresh sum waiting to be counted.`,
  () => `I carry my numbers lightly and my hopes brightly.`,
  () => `I am allowed to grow into every number I hold.`,
  () => `My heart knows its number and I listen closely.`,
  () => `I trust that my own pace is right for me.`,
  () => `Today I add a little kindness to every sum I make.`,
  () => `There is a quiet order in my life and I honour it.`,
  () => `My birthday gave me a road and I walk it gladly.`,
];
