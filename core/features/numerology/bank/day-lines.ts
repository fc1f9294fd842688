/**
 * What changes from day to day in a personal numerology reading: the personal day number (the
 * birth month and day, the current year, month and day, each reduced) and the weekday. The
 * numbers of a name and a birth date never change, so the sentences that name them pair with a
 * short tail dealt from a pool of seven: twelve sentences × seven tails give 84 days before a
 * pairing returns.
 */
export interface NumerologyDayWords {
  /** "Thursday". */
  weekday: string;
  /** "December 3". */
  dateLabel: string;
  personalDay: number;
  /** What that personal day favours, a noun phrase. */
  personalDayTone: string;
  firstName: string;
}

export type DayLine = (words: NumerologyDayWords) => string;

/** Personal day 1–9 (master numbers are reduced for days, as most numerologists do). */
export const personalDayTones = {
  1: 'a start made on your own',
  2: 'cooperation, a listening ear',
  3: 'talk, play, self-expression',
  4: 'order, lists, careful work',
  5: 'curiosity, a changed routine',
  6: 'home life and the people who count on you',
  7: 'study, rest, a walk alone',
  8: 'money matters, decisions, taking charge',
  9: 'finishing, forgiving, clearing space',
} as const satisfies Record<number, string>;

/** The day's own sentence: its date and personal number, so it never comes back. */
export const personalDayLines: readonly DayLine[] = [
  (w) =>
    `${w.dateLabel} is a personal ${w.personalDay} day for you, ${w.firstName}, which favours ${w.personalDayTone}.`,
  (w) =>
    `Add your birth month and day to ${w.dateLabel} and you reach a personal day of ${w.personalDay}: a cue for ${w.personalDayTone}.`,
  (w) =>
    `Your personal day on ${w.dateLabel} counts to ${w.personalDay}, so give some of it to ${w.personalDayTone}.`,
  (w) =>
    `By the personal calendar, ${w.dateLabel} is your ${w.personalDay} day, ${w.firstName}, good for ${w.personalDayTone}.`,
  (w) =>
    `For you, ${w.dateLabel} reduces to a personal ${w.personalDay}, and that number leans toward ${w.personalDayTone}.`,
  (w) =>
    `On ${w.dateLabel} your personal day number is ${w.personalDay}; let ${w.personalDayTone} have a place in it.`,
  (w) =>
    `Counted from your birthday, ${w.dateLabel} is day ${w.personalDay} of your cycle, ${w.firstName}, with room for ${w.personalDayTone}.`,
];

/** Tails after a sentence about a lasting number, before its full stop (dealt by day, seven of them). */
export const weekdayTails: readonly DayLine[] = [
  () => `, worth remembering now`,
  () => `, a thread to follow`,
  () => `, and today tests it`,
  () => `, which today brings out`,
  () => `, something to watch for`,
  () => `, with room today`,
  () => `, a note to carry`,
];

/** Leads before the practice, the weaving line and the affirmation. */
export const numerologyPracticeLeads: readonly DayLine[] = [
  (w) => `A ${w.weekday} practice:`,
  (w) => `For ${w.weekday}:`,
  (w) => `To try this ${w.weekday}:`,
  () => `A small experiment:`,
  (w) => `On ${w.weekday}, perhaps:`,
  () => `One thing to try:`,
  (w) => `Your ${w.weekday} step:`,
];

export const closingLeads: readonly DayLine[] = [
  (w) => `${w.weekday}’s words:`,
  (w) => `For this ${w.weekday}:`,
  () => `Say it once aloud:`,
  (w) => `To carry through ${w.weekday}:`,
  () => `A line to keep:`,
  (w) => `${w.firstName}’s words for ${w.weekday}:`,
  () => `Today’s affirmation:`,
];
