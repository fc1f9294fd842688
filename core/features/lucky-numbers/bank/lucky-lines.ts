/**
 * The sentence bank of the lucky-number analysis. Each pool holds at least twelve entries, so
 * the dealer (core/compose/line-dealer.ts) can give the twelve signs twelve different entries
 * on one day and walk one sign through a pool for twelve days before an entry comes back.
 *
 * House rules for every line: the numbers are a ritual and a mirror, never a forecast; no line
 * promises, predicts or hints at a win, and several say plainly that the odds stay the same.
 */
export interface LuckyWords {
  sign: string;
  lottery: string;
  /** "5, 10, 19, 23, 37 and 41". */
  line: string;
  /** ", with bonus 4" or "" when the game has no bonus numbers. */
  bonusNote: string;
  /** "none of your six power numbers", "one power number, 19", "three power numbers: 10, 19 and 37". */
  matchNote: string;
  /** The sign's six power numbers, "1, 5, 10, 19, 28 and 37". */
  power: string;
  total: number;
  root: number;
  /** What the digit root stands for, a noun phrase: "the number of fresh starts". */
  rootTone: string;
  /** "four odd and two even". */
  parity: string;
  /** "26° Leo" or "26° Leo, retrograde". */
  jupiterAt: string;
  /** "8th". */
  jupiterHouse: string;
  /** What that house is about, a noun phrase. */
  jupiterArea: string;
  moonSign: string;
  /** The phase as an adjective: "new", "waxing gibbous", "first-quarter", "full". */
  moonPhase: string;
  /** "82%". */
  moonLit: string;
  /** "1 in 10,737,573". */
  odds: string;
}

export type LuckyLine = (words: LuckyWords) => string;

export const DIGIT_ROOT_TONES = {
  1: 'the number of fresh starts and first steps',
  2: 'the number of pairing, patience and listening',
  3: 'the number of play, talk and bright ideas',
  4: 'the number of foundations and steady work',
  5: 'the number of change, travel and curiosity',
  6: 'the number of home, care and beauty',
  7: 'the number of study, solitude and quiet insight',
  8: 'the number of structure, effort and earned authority',
  9: 'the number of endings, generosity and wide horizons',
} as const satisfies Record<number, string>;

export const openingLines: readonly LuckyLine[] = [
  (w) => `${w.sign}, your ${w.lottery} line has come up as ${w.line}${w.bonusNote}.`,
  (w) => `Here is the ${w.lottery} line the draw set out for you, ${w.sign}: ${w.line}${w.bonusNote}.`,
  (w) => `The generator has settled on ${w.line}${w.bonusNote} for your ${w.lottery} slip, ${w.sign}.`,
  (w) =>
    `Two seconds of suspense and a handful of digits later, ${w.sign}, your ${w.lottery} picks read ${w.line}${w.bonusNote}.`,
  (w) => `Your ${w.lottery} numbers are in, ${w.sign}, sorted from low to high: ${w.line}${w.bonusNote}.`,
  (w) => `Lay these out like cards on a table, ${w.sign}: ${w.line}${w.bonusNote}, drawn for ${w.lottery}.`,
  (w) => `The ${w.lottery} line that fell to ${w.sign} this time is ${w.line}${w.bonusNote}.`,
  (w) => `For your ${w.lottery} ritual, ${w.sign}, the numbers that surfaced are ${w.line}${w.bonusNote}.`,
  (w) =>
    `Read them slowly, ${w.sign}, because each one has a story: ${w.line}${w.bonusNote}, your ${w.lottery} selection.`,
  (w) => `A fresh ${w.lottery} line for ${w.sign} sits in front of you now: ${w.line}${w.bonusNote}.`,
  (w) =>
    `Out of the whole field of ${w.lottery} numbers, ${w.sign}, these came forward: ${w.line}${w.bonusNote}.`,
  (w) =>
    `${w.sign}, the numbers chosen for your ${w.lottery} play are ${w.line}${w.bonusNote}, and they are worth a closer look.`,
  (w) =>
    `Your ${w.lottery} set has landed, ${w.sign}: ${w.line}${w.bonusNote}, each picked with a small lean toward your own numbers.`,
];

export const matchLines: readonly LuckyLine[] = [
  (w) => `Set beside your six power numbers (${w.power}), this line holds ${w.matchNote}.`,
  (w) => `Compare it with the numbers that belong to ${w.sign}, ${w.power}, and you find ${w.matchNote}.`,
  (w) => `The draw leans gently toward your own digits, and this time it brought ${w.matchNote}.`,
  (w) => `Of the numbers tied to your sign and its ruler (${w.power}), the line keeps ${w.matchNote}.`,
  (w) => `Your power set is ${w.power}; in today’s line you can spot ${w.matchNote}.`,
  (w) => `Look for your signature digits, ${w.power}, and the count comes to ${w.matchNote}.`,
  (w) =>
    `Against the six numbers your sign carries everywhere (${w.power}), this selection shows ${w.matchNote}.`,
  (w) => `The gentle weighting toward ${w.sign}’s numbers (${w.power}) produced ${w.matchNote}.`,
  (w) => `Check the line against your personal set, ${w.power}: it contains ${w.matchNote}.`,
  (w) => `Your sign’s six companions are ${w.power}, and among today’s picks stand ${w.matchNote}.`,
  (w) => `Hold the line up to your power numbers (${w.power}) and it reflects ${w.matchNote}.`,
  (w) =>
    `Measured against ${w.power}, the numbers of your place in the zodiac and of your ruler, this draw carries ${w.matchNote}.`,
];

export const sumLines: readonly LuckyLine[] = [
  (w) => `The main numbers add up to ${w.total}, which reduces to ${w.root}, ${w.rootTone}.`,
  (w) =>
    `Add the main numbers and you reach ${w.total}; fold that down digit by digit and ${w.root} remains, ${w.rootTone}.`,
  (w) => `Numerologists would sum the line to ${w.total} and then to ${w.root}, ${w.rootTone}.`,
  (w) => `Together the main numbers make ${w.total}, and its digit root is ${w.root}, ${w.rootTone}.`,
  (w) =>
    `There are ${w.parity} numbers here, summing to ${w.total} and reducing to ${w.root}, ${w.rootTone}.`,
  (w) => `The line’s total is ${w.total}; reduce it and you meet ${w.root}, ${w.rootTone}.`,
  (w) => `Its hidden signature is ${w.root}, reached from a total of ${w.total}: ${w.rootTone}.`,
  (w) =>
    `With ${w.parity} numbers, the line balances out at ${w.total}, and ${w.total} comes down to ${w.root}, ${w.rootTone}.`,
  (w) =>
    `Sum everything but the bonus and you get ${w.total}, a figure that settles at ${w.root}, ${w.rootTone}.`,
  (w) =>
    `The arithmetic is simple and oddly satisfying: ${w.total} in all, and ${w.root} once reduced, ${w.rootTone}.`,
  (w) => `If the line had one voice it would be ${w.root}, the root of ${w.total}, ${w.rootTone}.`,
  (w) =>
    `Counted up, the main numbers give ${w.total}; counted down to a single digit, they give ${w.root}, ${w.rootTone}.`,
];

export const jupiterLines: readonly LuckyLine[] = [
  (w) =>
    `Jupiter, the old planet of good fortune, stands at ${w.jupiterAt} today, in your ${w.jupiterHouse} solar house of ${w.jupiterArea}.`,
  (w) =>
    `Today Jupiter sits at ${w.jupiterAt}, which puts it in your ${w.jupiterHouse} solar house, the part of life concerned with ${w.jupiterArea}.`,
  (w) =>
    `The real sky has Jupiter at ${w.jupiterAt}; counted from your sign, that is your ${w.jupiterHouse} solar house, where ${w.jupiterArea} ask for room to grow.`,
  (w) =>
    `Jupiter is travelling through your ${w.jupiterHouse} solar house at ${w.jupiterAt}, so the generosity it stands for points toward ${w.jupiterArea}.`,
  (w) =>
    `At ${w.jupiterAt}, Jupiter is lighting your ${w.jupiterHouse} solar house; if anything expands for you now, look to ${w.jupiterArea}.`,
  (w) =>
    `Astrologers would note Jupiter at ${w.jupiterAt}, crossing your ${w.jupiterHouse} solar house, which rules ${w.jupiterArea}.`,
  (w) =>
    `Jupiter’s place today is ${w.jupiterAt}, your ${w.jupiterHouse} solar house, and its real gift there is growth through ${w.jupiterArea}.`,
  (w) =>
    `With Jupiter at ${w.jupiterAt} in your ${w.jupiterHouse} solar house, the abundance worth noticing lies in ${w.jupiterArea}.`,
  (w) =>
    `Jupiter, the planet of plenty, is at ${w.jupiterAt}, moving through your ${w.jupiterHouse} solar house and its themes of ${w.jupiterArea}.`,
  (w) =>
    `Jupiter occupies your ${w.jupiterHouse} solar house from ${w.jupiterAt}, a reminder that the richest returns often come from ${w.jupiterArea}.`,
  (w) =>
    `Your ${w.jupiterHouse} solar house hosts Jupiter today, at ${w.jupiterAt}, so ${w.jupiterArea} deserve a little optimism.`,
  (w) =>
    `Jupiter at ${w.jupiterAt} falls in your ${w.jupiterHouse} solar house; treat it as a nudge to invest attention, not money, in ${w.jupiterArea}.`,
];

export const moonLines: readonly LuckyLine[] = [
  (w) =>
    `Meanwhile the Moon is ${w.moonPhase} in ${w.moonSign}, ${w.moonLit} lit, a mood to carry into whatever you do next.`,
  (w) =>
    `The Moon shows ${w.moonLit} of its face from ${w.moonSign} in its ${w.moonPhase} phase, so let feelings, not hopes of a payout, set the tone.`,
  (w) =>
    `Overhead, a ${w.moonPhase} Moon moves through ${w.moonSign} at ${w.moonLit} light, the kind of sky for noticing patterns rather than chasing them.`,
  (w) =>
    `The Moon in ${w.moonSign} is ${w.moonPhase} and ${w.moonLit} lit, good company for a small ritual with a pen and paper.`,
  (w) =>
    `Tonight’s Moon, ${w.moonPhase} in ${w.moonSign} and ${w.moonLit} lit, favours reflection over risk.`,
  (w) =>
    `With the Moon ${w.moonPhase} in ${w.moonSign} (${w.moonLit} lit), the emotional weather suits curiosity more than expectation.`,
  (w) =>
    `The ${w.moonPhase} Moon in ${w.moonSign}, at ${w.moonLit} light, asks you to enjoy the pattern and keep your budget where it is.`,
  (w) =>
    `Look up and you will find the Moon ${w.moonPhase} in ${w.moonSign}, ${w.moonLit} lit, a soft backdrop for playful numbers.`,
  (w) =>
    `The Moon in ${w.moonSign}, ${w.moonPhase} and ${w.moonLit} lit, colours the day with its own mood; let that, not the slip, be what you remember.`,
  (w) =>
    `The Moon is passing through ${w.moonSign}, ${w.moonPhase} and ${w.moonLit} lit, which makes this a pleasant moment to jot the line in a journal.`,
  (w) =>
    `In ${w.moonSign} the Moon is ${w.moonPhase}, ${w.moonLit} lit, lending these digits a reflective rather than restless feel.`,
  (w) =>
    `From ${w.moonSign}, the ${w.moonPhase} Moon (${w.moonLit} lit) invites you to treat this as a game of attention, nothing more.`,
];

export const oddsLines: readonly LuckyLine[] = [
  (w) =>
    `Be clear-eyed about it: every possible ${w.lottery} line, this one included, has the same ${w.odds} chance at the top prize, and no sign, number or ritual moves that figure.`,
  (w) =>
    `The honest arithmetic stays the same for everyone: ${w.odds} for the ${w.lottery} top prize, whichever numbers you hold.`,
  (w) =>
    `No method changes the ${w.lottery} odds of ${w.odds}; these numbers are for fun and reflection, and a sensible budget matters more than any pattern.`,
  (w) =>
    `A power number does not tilt the machine: the chance of matching the ${w.lottery} top prize is ${w.odds} for this line and every other.`,
  (w) =>
    `Whatever the stars suggest, ${w.lottery} keeps its fixed odds of ${w.odds}, so play only with money you are happy to spend on entertainment.`,
  (w) =>
    `The odds of the ${w.lottery} top prize are ${w.odds} for any ticket, and astrology cannot shorten them.`,
  (w) =>
    `Remember that ${w.odds} is the same for a line drawn by the stars and a line drawn by a child: the draw does not know your sign.`,
  (w) =>
    `Jupiter may be generous in symbols, but the ${w.lottery} figures are fixed at ${w.odds} for every combination.`,
  (w) =>
    `Hold the line lightly: each ${w.lottery} ticket has the same ${w.odds} chance at the top prize, and none is more likely than another.`,
  (w) =>
    `Keep the real numbers in view too: ${w.odds} for the ${w.lottery} top prize, unchanged by timing, sign or method.`,
  (w) =>
    `This selection carries the same ${w.odds} chance as any other ${w.lottery} entry, which is why the ritual, not the result, is the point.`,
  (w) =>
    `Nothing here alters the fixed ${w.lottery} odds of ${w.odds}; if playing ever stops feeling like play, step away and talk to someone.`,
];

export const closingLines: readonly LuckyLine[] = [
  (w) => `Let the ${w.root} in this line be a word for the day rather than a wager, ${w.sign}.`,
  () =>
    `Keep what the numbers made you think about; that part of the reading is yours whatever happens on the night.`,
  (w) => `If one of these digits keeps catching your eye, ask what it points to in your week, ${w.sign}.`,
  () =>
    `Write the line down, circle the number that feels most like you, and give it a meaning for the coming days.`,
  () =>
    `Treat these numbers as a small calendar of intentions: one for each day ahead, starting with the lowest.`,
  (w) =>
    `Whatever you do with the slip, ${w.sign}, the most useful number today may be the hour you give to something you love.`,
  () =>
    `A line of numbers can be a mirror: notice which ones you hoped for and what that says about your wishes.`,
  () => `Let today’s digits remind you of a plan worth counting on, one that depends on your own steps.`,
  () =>
    `Pick one number from the line and use it as a cue, a count of breaths, or a small kindness to repeat.`,
  (w) => `The real abundance in this reading is attention: spend some of it on ${w.jupiterArea}.`,
  (w) =>
    `Carry the ${w.root} with you as a theme, ${w.sign}, and see where it shows up by the end of the week.`,
  () =>
    `Enjoy the pattern, keep the stakes small, and let the stars speak to your choices rather than your wallet.`,
];
