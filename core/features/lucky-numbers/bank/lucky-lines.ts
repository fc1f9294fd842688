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
  /** The lowest and the highest main number of the line. */
  low: number;
  high: number;
  /** The main number nearest to Jupiter's degree in its sign. */
  jupiterNumber: number;
  /** Jupiter's whole degree in its sign. */
  jupiterDegree: number;
}

export type LuckyLine = (words: LuckyWords) => string;

/**
 * What a digit root stands for, three ways each (the line's total chooses one), so no one wording
 * stands in a ninth of all readings.
 */
export const DIGIT_ROOT_TONES = {
  1: ['the number of fresh starts', 'a figure for going first', 'one: independence, a first move'],
  2: [
    'the number of pairing and patience',
    'a figure for tact and listening',
    'two: cooperation, an open ear',
  ],
  3: [
    'the number of play and bright ideas',
    'a figure for talk and laughter',
    'three: words, colour, company',
  ],
  4: ['the number of foundations', 'a figure for order and patience', 'four: solid ground, careful hands'],
  5: ['the number of change and curiosity', 'a figure for travel and variety', 'five: movement, freedom'],
  6: ['the number of home and care', 'a figure for harmony and beauty', 'six: hearth, duty, a kind eye'],
  7: ['the number of study and solitude', 'a figure for questions and insight', 'seven: reflection, depth'],
  8: [
    'the number of structure and effort',
    'a figure for earned authority',
    'eight: results, responsibility',
  ],
  9: ['the number of endings and generosity', 'a figure for wide horizons', 'nine: letting go, giving'],
} as const satisfies Record<number, readonly [string, string, string]>;

export const openingLines: readonly LuckyLine[] = [
  (w) => `${w.sign}, your ${w.lottery} line has come up as ${w.line}${w.bonusNote}.`,
  (w) => `Here is the ${w.lottery} line the draw set out for you, ${w.sign}: ${w.line}${w.bonusNote}.`,
  (w) => `The generator has settled on ${w.line}${w.bonusNote} for your ${w.lottery} slip, ${w.sign}.`,
  (w) => `A moment of suspense, then ${w.sign} gets ${w.lottery} picks: ${w.line}${w.bonusNote}.`,
  (w) =>
    `Your ${w.lottery} numbers are in, ${w.sign}, from ${w.low} up to ${w.high}: ${w.line}${w.bonusNote}.`,
  (w) => `Lay them out, ${w.sign}, like cards: ${w.line}${w.bonusNote}, drawn for ${w.lottery}.`,
  (w) => `The ${w.lottery} line that fell to ${w.sign} this time is ${w.line}${w.bonusNote}.`,
  (w) => `For your ${w.lottery} ritual, ${w.sign}, the numbers that surfaced are ${w.line}${w.bonusNote}.`,
  (w) =>
    `Read them slowly, ${w.sign}, from the ${w.low} onward: ${w.line}${w.bonusNote}, your ${w.lottery} selection.`,
  (w) => `A fresh ${w.lottery} line for ${w.sign} sits in front of you now: ${w.line}${w.bonusNote}.`,
  (w) =>
    `Out of the whole field of ${w.lottery} numbers, ${w.sign}, these came forward: ${w.line}${w.bonusNote}.`,
  (w) =>
    `${w.sign}, the numbers chosen for your ${w.lottery} play are ${w.line}${w.bonusNote}, each worth a look.`,
  (w) =>
    `Your ${w.lottery} set has landed, ${w.sign}: ${w.line}${w.bonusNote}, leaning a little toward ${w.sign} numbers.`,
];

export const matchLines: readonly LuckyLine[] = [
  (w) => `Beside ${w.sign}’s six power numbers (${w.power}), this line holds ${w.matchNote}.`,
  (w) => `Compare it with the numbers that belong to ${w.sign}, ${w.power}, and you find ${w.matchNote}.`,
  (w) => `The draw leans toward ${w.sign} digits, and this time it brought ${w.matchNote}.`,
  (w) => `Of the ${w.sign} numbers (${w.power}), the ${w.lottery} line keeps ${w.matchNote}.`,
  (w) => `Your power set is ${w.power}; in today’s line you can spot ${w.matchNote}.`,
  (w) => `Look for your ${w.sign} digits, ${w.power}, and the count comes to ${w.matchNote}.`,
  (w) => `Against the six numbers ${w.sign} carries (${w.power}), this selection shows ${w.matchNote}.`,
  (w) => `The gentle weighting toward ${w.sign}’s numbers (${w.power}) produced ${w.matchNote}.`,
  (w) => `Check the line against ${w.power}, your ${w.sign} set: it contains ${w.matchNote}.`,
  (w) => `Your sign’s six companions are ${w.power}, and among today’s picks stand ${w.matchNote}.`,
  (w) => `Hold the ${w.lottery} line up to ${w.power} and it reflects ${w.matchNote}.`,
  (w) =>
    `Measured against ${w.power}, the numbers of ${w.sign} and its ruler, this draw carries ${w.matchNote}.`,
];

export const sumLines: readonly LuckyLine[] = [
  (w) => `The main numbers, ${w.line}, add up to ${w.total}, which reduces to ${w.root}, ${w.rootTone}.`,
  (w) => `Add ${w.line} and you reach ${w.total}; fold that down and ${w.root} remains, ${w.rootTone}.`,
  (w) => `Numerologists would sum ${w.line} to ${w.total} and then to ${w.root}, ${w.rootTone}.`,
  (w) => `Together ${w.line} make ${w.total}, and its digit root is ${w.root}, ${w.rootTone}.`,
  (w) =>
    `There are ${w.parity} numbers in ${w.line}, summing to ${w.total} and reducing to ${w.root}, ${w.rootTone}.`,
  (w) => `The total of ${w.line} is ${w.total}; reduce it and you meet ${w.root}, ${w.rootTone}.`,
  (w) =>
    `Its hidden signature is ${w.root}, reached from ${w.line} by way of a total of ${w.total}: ${w.rootTone}.`,
  (w) =>
    `With ${w.parity} numbers, the line of ${w.line} balances out at ${w.total}, which comes down to ${w.root}, ${w.rootTone}.`,
  (w) => `Sum ${w.line} and you get ${w.total}, a figure that settles at ${w.root}, ${w.rootTone}.`,
  (w) =>
    `The arithmetic is simple: ${w.line} make ${w.total} in all, and ${w.root} once reduced, ${w.rootTone}.`,
  (w) => `If ${w.line} had one voice it would be ${w.root}, the root of ${w.total}, ${w.rootTone}.`,
  (w) => `Counted up, ${w.line} give ${w.total}; counted down to ${w.root}, they give ${w.rootTone}.`,
];

export const jupiterLines: readonly LuckyLine[] = [
  (w) =>
    `Jupiter, old lore’s luck-bringer, stands at ${w.jupiterAt} today, in your ${w.jupiterHouse} solar house of ${w.jupiterArea}.`,
  (w) =>
    `Today Jupiter sits at ${w.jupiterAt}, which puts it in your ${w.jupiterHouse} solar house, the part of life concerned with ${w.jupiterArea}.`,
  (w) =>
    `The real sky has Jupiter at ${w.jupiterAt}; counted from your sign, that is your ${w.jupiterHouse} solar house of ${w.jupiterArea}.`,
  (w) =>
    `Jupiter is travelling through your ${w.jupiterHouse} solar house at ${w.jupiterAt}, so the generosity it stands for points toward ${w.jupiterArea}.`,
  (w) =>
    `At ${w.jupiterAt}, Jupiter is lighting your ${w.jupiterHouse} solar house; if something grows for ${w.sign} now, look to ${w.jupiterArea}.`,
  (w) =>
    `Astrologers would note Jupiter at ${w.jupiterAt}, crossing your ${w.jupiterHouse} solar house, which rules ${w.jupiterArea}.`,
  (w) =>
    `Jupiter’s place today is ${w.jupiterAt}, your ${w.jupiterHouse} solar house, and its real gift there is growth through ${w.jupiterArea}.`,
  (w) =>
    `With Jupiter at ${w.jupiterAt} in your ${w.jupiterHouse} solar house, the abundance worth noticing lies in ${w.jupiterArea}.`,
  (w) =>
    `Jupiter, the planet of plenty, is at ${w.jupiterAt}, moving through your ${w.jupiterHouse} solar house and its themes of ${w.jupiterArea}.`,
  (w) =>
    `Jupiter occupies your ${w.jupiterHouse} solar house from ${w.jupiterAt}, a reminder that rich returns come from ${w.jupiterArea}.`,
  (w) =>
    `Your ${w.jupiterHouse} solar house hosts Jupiter today, at ${w.jupiterAt}, so ${w.jupiterArea} deserve a little optimism.`,
  (w) =>
    `Jupiter at ${w.jupiterAt} falls in your ${w.jupiterHouse} solar house; treat it as a nudge to give ${w.jupiterArea} some patient attention.`,
];

export const moonLines: readonly LuckyLine[] = [
  (w) =>
    `Meanwhile the Moon is ${w.moonPhase} in ${w.moonSign}, ${w.moonLit} lit, a mood of ${w.moonSign} to carry into what you do next.`,
  (w) =>
    `The Moon shows ${w.moonLit} of its face from ${w.moonSign} in its ${w.moonPhase} phase, so let feelings, not payout hopes, set the tone.`,
  (w) =>
    `Overhead, a ${w.moonPhase} Moon moves through ${w.moonSign} at ${w.moonLit} light, ${w.moonSign} skies for noticing patterns, not chasing them.`,
  (w) =>
    `The Moon in ${w.moonSign} is ${w.moonPhase} and ${w.moonLit} lit, good ${w.moonSign} company for pen and paper.`,
  (w) =>
    `Tonight’s Moon, ${w.moonPhase} in ${w.moonSign} and ${w.moonLit} lit, favours reflection over risk.`,
  (w) =>
    `With the Moon ${w.moonPhase} in ${w.moonSign} (${w.moonLit} lit), the ${w.moonSign} weather suits curiosity more than expectation.`,
  (w) =>
    `The ${w.moonPhase} Moon in ${w.moonSign}, at ${w.moonLit} light, says: enjoy the pattern, keep the budget.`,
  (w) =>
    `Look up and you will find the Moon ${w.moonPhase} in ${w.moonSign}, ${w.moonLit} lit, a soft ${w.moonSign} backdrop for these numbers.`,
  (w) =>
    `The Moon in ${w.moonSign}, ${w.moonPhase} and ${w.moonLit} lit, colours the day; let that, not the slip, be what you remember.`,
  (w) =>
    `The Moon is passing through ${w.moonSign}, ${w.moonPhase} and ${w.moonLit} lit: a good moment to jot ${w.line} in a journal.`,
  (w) =>
    `In ${w.moonSign} the Moon is ${w.moonPhase}, ${w.moonLit} lit, lending these digits the calm of ${w.moonSign} rather than restlessness.`,
  (w) =>
    `From ${w.moonSign}, the ${w.moonPhase} Moon (${w.moonLit} lit) makes this ${w.lottery} line a game of attention, nothing more.`,
];

export const oddsLines: readonly LuckyLine[] = [
  (w) =>
    `Be clear-eyed about it: every possible ${w.lottery} line, ${w.line} included, has the same ${w.odds} chance at the top prize; no ritual moves it.`,
  (w) =>
    `The ${w.lottery} arithmetic is the same for everyone: the top prize stands at ${w.odds} whether you hold ${w.line} or any other set.`,
  (w) =>
    `No method changes the ${w.lottery} odds of ${w.odds}; ${w.line} is for fun and reflection, and a sensible ${w.lottery} budget matters more than any pattern.`,
  (w) =>
    `${w.sign}’s power numbers do not tilt the ${w.lottery} machine: the chance at the top prize is ${w.odds} for ${w.line} and for every other line.`,
  (w) =>
    `Whatever the stars suggest, ${w.lottery} keeps its fixed odds of ${w.odds} for ${w.line}, so spend on ${w.lottery} only what a night out costs.`,
  (w) =>
    `The odds of the ${w.lottery} top prize are ${w.odds} for any ticket, ${w.line} as much as the next; no chart shortens them.`,
  (w) =>
    `Remember that ${w.odds} is the same for ${w.line}, drawn with ${w.sign} in mind, or a child’s pick: the ${w.lottery} draw does not know your sign.`,
  (w) =>
    `Jupiter may be generous as ${w.sign}’s symbol, but the ${w.lottery} figures are fixed at ${w.odds} for every combination, ${w.line} included.`,
  (w) =>
    `Hold the line lightly: ${w.line} has the same ${w.odds} chance at the ${w.lottery} top prize as any other ticket.`,
  (w) =>
    `Keep the real ${w.lottery} numbers in view too: ${w.line} faces ${w.odds} at the top prize, like any line.`,
  (w) =>
    `A line of ${w.line} carries the same ${w.odds} chance as any other ${w.lottery} entry; the ritual, not the result, is the point.`,
  (w) =>
    `Nothing about ${w.line} alters the fixed ${w.lottery} odds of ${w.odds}; if ${w.lottery} ever stops feeling like play, step away; talk it through.`,
];

/**
 * A tail for the Jupiter sentence: the line's number nearest to Jupiter's degree, as a private
 * marker. Seven of them beside twelve Jupiter lines: 84 pairings before one returns.
 */
export const jupiterTails: readonly LuckyLine[] = [
  (w) => `; ${w.jupiterNumber}, nearest its ${w.jupiterDegree}°, can stand for that`,
  (w) => `, and ${w.jupiterNumber}, close to its ${w.jupiterDegree}°, can be your reminder`,
  (w) => `; let ${w.jupiterNumber}, near its ${w.jupiterDegree}°, mark that thought`,
  (w) => `, so tie that thought to ${w.jupiterNumber}, near its ${w.jupiterDegree}°`,
  (w) => `; mark it with ${w.jupiterNumber}, close to ${w.jupiterDegree}`,
  (w) => `, a theme ${w.jupiterNumber}, near ${w.jupiterDegree}°, can carry`,
  (w) => `; as a token, ${w.jupiterNumber} sits nearest its ${w.jupiterDegree}°`,
];

export const closingLines: readonly LuckyLine[] = [
  (w) => `Let the ${w.root} hidden in ${w.line} be a word for the day rather than a wager, ${w.sign}.`,
  (w) =>
    `Keep what ${w.line} made you think about; that part is yours, ${w.sign}, whatever the ${w.lottery} night brings.`,
  (w) =>
    `If ${w.high} keeps catching your eye in ${w.line}, ask what the ${w.high} points to in your week, ${w.sign}.`,
  (w) => `Write down ${w.line}, circle your favourite, and name its meaning.`,
  (w) => `Treat ${w.line} as a small calendar of intentions, one a day, starting with the ${w.low}.`,
  (w) =>
    `Whatever you do with ${w.line}, ${w.sign}, the most useful number may be ${w.high} minutes for something you love.`,
  (w) => `Treat ${w.line} as a mirror: did you hope for more than ${w.low} to ${w.high}, and why?`,
  (w) => `Let the ${w.low} at the front of ${w.line} remind you of a plan that depends on your own steps.`,
  (w) =>
    `Pick one number of ${w.line}, perhaps the ${w.high}, as a cue: ${w.high} breaths, or ${w.high} minutes of kindness.`,
  (w) =>
    `The real abundance for ${w.sign} is attention: spend some on ${w.jupiterArea}, with ${w.jupiterNumber} of ${w.line} as your marker.`,
  (w) =>
    `Carry the ${w.root} from ${w.line} with you as a theme, ${w.sign}, and watch for ${w.root} this week.`,
  (w) => `Enjoy the pattern of ${w.line}, keep the stakes small; stars speak to choices, not wallets.`,
];
