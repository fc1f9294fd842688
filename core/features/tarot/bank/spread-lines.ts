import type { Suit } from '../deck/tarot-card';
import type { CardWords } from '../reading/card-words';
import type { DrawFacts } from '../reading/draw-facts';

/** The whole draw as the spread-level sentences see it. */
export interface SpreadWords {
  first: CardWords;
  last: CardWords;
  /** "three", "ten": the number of cards in words. */
  count: string;
  facts: DrawFacts;
}
export type SpreadLine = (draw: SpreadWords) => string;

export const OPENINGS: Record<'single' | 'many', readonly SpreadLine[]> = {
  single: [
    ({ first }) =>
      `One card, one clear voice: this moment belongs to ${first.name} and its talk of ${first.kw}.`,
    ({ first }) =>
      `You drew a single card and ${first.name} is the one that wanted to speak to you about ${first.kw}.`,
    ({ first }) =>
      `A one-card draw is a lantern rather than a map and today ${first.name} shines it on ${first.kw}.`,
    ({ first }) => `${first.name} stepped out of the whole deck with something about ${first.kw}.`,
    ({ first }) =>
      `A brief question earns a plain reply from ${first.name}, with a good deal to unpack about ${first.kw}.`,
  ],
  many: [
    ({ first, last, count }) =>
      `Your ${count} cards open on ${first.kw} with ${first.name} and close on ${last.kw} with ${last.name}.`,
    ({ first, last }) =>
      `This spread opens with ${first.name} and ends with ${last.name}, moving from a question of ${first.kw} to an answer about ${last.kw}.`,
    ({ first, count }) =>
      `${first.name} leads a spread of ${count} cards, setting the tone with ${first.kw}.`,
    ({ first, last }) => `The story on your table starts in ${first.kw} and is heading for ${last.kw}.`,
    ({ last }) => `Read every card with ${last.name} in mind, because they are pointing toward ${last.kw}.`,
  ],
};

/** Majors speak of life chapters, minors of daily life: the balance says which this draw is about. */
export const ARCANA_BALANCE: Record<
  'allMajor' | 'mostlyMajor' | 'mostlyMinor' | 'even' | 'oneMajor' | 'oneMinor',
  readonly SpreadLine[]
> = {
  allMajor: [
    ({ first }) =>
      `Every card here is a major arcanum, so from ${first.kw} onward this is a chapter of your life, not a passing mood.`,
    ({ last }) =>
      `With nothing but major arcana on the table, the stakes run high all the way to ${last.kw}.`,
    ({ first, last }) =>
      `Only the big cards turned up, ${first.name} and ${last.name} among them: a season of deep change around ${last.kw2}.`,
  ],
  mostlyMajor: [
    ({ facts, first }) =>
      `Majors outnumber minors ${facts.majors} to ${facts.minors}, so read ${first.kw2} as part of a larger shift in your life.`,
    ({ facts, count, first }) =>
      `${facts.majors} of the ${count} cards are major arcana, so larger forces are steering, beginning with ${first.kw}.`,
    ({ facts, last }) =>
      `With ${facts.majors} majors against ${facts.minors} minor cards, this reaches beyond the everyday, right through to ${last.kw}.`,
  ],
  mostlyMinor: [
    ({ facts, last }) =>
      `Minor cards outnumber majors ${facts.minors} to ${facts.majors} so the way to ${last.kw2} runs through small steady habits.`,
    ({ facts, count, last }) =>
      `Only ${facts.majors} of the ${count} cards come from the major arcana, so you reach ${last.kw} through ordinary days.`,
    ({ facts, first }) =>
      `${facts.minors} minor cards keep this reading close to daily life with ${first.kw} as the first practical step.`,
  ],
  even: [
    ({ facts, first }) =>
      `Half of the cards are majors and half are minors, ${facts.majors} apiece, so bring both vision and routine to ${first.kw2}.`,
    ({ facts, first }) =>
      `The draw splits ${facts.majors} majors to ${facts.minors} minors: big themes and daily details weigh the same, starting with ${first.kw}.`,
    ({ last }) =>
      `Big themes and small tasks share this spread evenly, and ${last.name} shows them meeting in ${last.kw}.`,
  ],
  oneMajor: [
    ({ first }) =>
      `${first.name} is a major arcanum, so ${first.kw2} here belongs to a chapter of your life rather than a passing mood.`,
    ({ first }) =>
      `A major card like ${first.name} speaks of the long road, and lessons in ${first.kw2} that take months rather than days.`,
    ({ first }) =>
      `Major arcana such as ${first.name} mark turning points, so give its word on ${first.kw2} more than a passing glance.`,
  ],
  oneMinor: [
    ({ first }) =>
      `Minor cards like ${first.name} speak to ordinary days, so look for ${first.kw2} in small things.`,
    ({ first }) =>
      `${first.name} is a minor card, so its advice on ${first.kw2} is practical and close at hand, not a life sentence.`,
    ({ first }) =>
      `As a minor card, ${first.name} deals with ${first.kw2} over the next days and weeks rather than the whole road.`,
  ],
};

/** The suit that leads a draw: its element and its domain. */
export const SUIT_LINES: Record<Suit, readonly SpreadLine[]> = {
  wands: [
    ({ first }) =>
      `Fire runs through the wands here, so meet ${first.kw2} with action more than more thought.`,
    ({ facts, last }) =>
      `${facts.leadingSuit?.count ?? 2} wands bring fire to the spread, the drive that carries you toward ${last.kw}.`,
    ({ last }) => `Wands lead the minor cards here, so energy and initiative carry you toward ${last.kw2}.`,
  ],
  cups: [
    ({ first }) =>
      `With cups in the lead, listen to your feelings about ${first.kw2} before deciding what they mean.`,
    ({ facts, first }) =>
      `${facts.leadingSuit?.count ?? 2} cups fill the spread with water, so tides of mood colour even ${first.kw}.`,
    ({ last }) =>
      `Cups lead the minor cards, so treat ${last.kw2} as a matter of feeling as much as thought.`,
  ],
  swords: [
    ({ last }) => `The swords ask for honest words, above all about ${last.kw}.`,
    ({ facts, last }) =>
      `${facts.leadingSuit?.count ?? 2} swords bring air and edge: thoughts and words decide what becomes of ${last.kw}.`,
    ({ first }) => `Swords lead the minor cards, so a cool head about ${first.kw2} is your best tool.`,
  ],
  pentacles: [
    ({ first }) =>
      `Earthy pentacles lead, so give ${first.kw2} a budget, a routine or a place in your body's day.`,
    ({ facts, first }) =>
      `${facts.leadingSuit?.count ?? 2} pentacles ground the spread in earth, so give ${first.kw} practical footing.`,
    ({ last }) => `Pentacles lead the minor cards, so money, work and home shape the road to ${last.kw2}.`,
  ],
};

export const REVERSAL_LINES: Record<'none' | 'one' | 'some' | 'most', readonly SpreadLine[]> = {
  none: [
    ({ first, last }) =>
      `Every card, ${first.name} and ${last.name} included, lies upright, so nothing blocks the flow of ${first.kw}.`,
    ({ count, last }) =>
      `No reversals among the ${count}: ${last.name} and its companions speak openly about ${last.kw}.`,
    ({ first }) =>
      `All upright, starting with ${first.name}: what you see of ${first.kw2} is what is on offer.`,
  ],
  one: [
    ({ last }) => `Only one card lies reversed so most of the road to ${last.kw} stays clear.`,
    ({ count, first }) =>
      `One card of the ${count} is reversed, the single place where energy is stuck on the way from ${first.kw}.`,
    ({ first, last }) =>
      `Between ${first.name} and ${last.name} just one card lies upside down, and that is where the flow toward ${last.kw2} gets caught.`,
  ],
  some: [
    ({ facts, first }) =>
      `${facts.reversed} reversed cards suggest that your sense of ${first.kw2} is still settling.`,
    ({ facts, count, last }) =>
      `${facts.reversed} of the ${count} cards are reversed, so parts of the road to ${last.kw} are still being worked out.`,
    ({ facts, last }) =>
      `With ${facts.reversed} reversals before ${last.name}, expect delays and some quiet effort with ${last.kw2}.`,
  ],
  most: [
    ({ facts, last }) =>
      `With ${facts.reversed} cards turned over, be patient with ${last.kw2} before expecting results.`,
    ({ facts, count, first }) =>
      `${facts.reversed} of the ${count} cards are reversed: much of this, ${first.kw} included, is happening inside you first.`,
    ({ facts, first }) =>
      `From ${first.name} on, ${facts.reversed} cards face away from you, a strong call to look within before ${first.kw2} can move.`,
  ],
};

/** The thread from the first card to the last. */
export const THREAD_LINES: readonly SpreadLine[] = [
  ({ first, last }) =>
    `Follow the thread that links ${first.name} and ${last.name}: it starts as ${first.kw} and takes the shape of ${last.kw2}.`,
  ({ first, last }) =>
    `The movement of the whole spread goes from ${first.kw} — on toward ${last.kw2} — with ${first.name} at one end and ${last.name} at the other.`,
  ({ first, last }) =>
    `What begins as ${first.kw} under ${first.name} grows into a question of ${last.kw} by the time ${last.name} speaks.`,
  ({ first, last }) =>
    `Put ${first.name} and ${last.name} side by side and you can see the arc: ${first.kw2} first, then ${last.kw2}.`,
  ({ first, last }) =>
    `Think of ${first.name} as the seed and ${last.name} as the season it grows into, as ${first.kw} ripens into ${last.kw2}.`,
];

/** For a single card the thread runs through the card itself. */
export const SINGLE_THREAD_LINES: readonly SpreadLine[] = [
  ({ first }) =>
    `Carry ${first.name} with you as a question: where in your life is ${first.kw2} asking for attention?`,
  ({ first }) =>
    `Keep ${first.name} in mind for the next few days and notice every moment that touches on ${first.kw2}.`,
  ({ first }) =>
    `A single card works best as a lens so look at your week through ${first.name} and its talk of ${first.kw2}.`,
  ({ first }) =>
    `Let ${first.name} be your bookmark: return to its theme of ${first.kw2} whenever you feel unsure.`,
];

/** The Fool's journey runs 0 to 21; moving up or down it says whether the draw matures or returns. */
export const JOURNEY_LINES: Record<'rising' | 'falling', readonly SpreadLine[]> = {
  rising: [
    ({ first, last }) =>
      `The major arcana count upward between ${first.name} and ${last.name}, so the step toward ${last.kw2} comes next, not a detour.`,
    ({ last }) =>
      `Counted in order, the major arcana climb the Fool's journey toward ${last.kw}: you are moving forward, not circling.`,
    ({ first }) =>
      `From ${first.name} the majors rise in number, a lesson in ${first.kw2} that builds on the last.`,
  ],
  falling: [
    ({ first }) =>
      `Counted downward, the majors lead back toward ${first.kw2} where an old lesson wants a second look.`,
    ({ last }) =>
      `The majors fall in number toward ${last.name}, as if ${last.kw2} asks you to revisit an earlier lesson.`,
    ({ first, last }) =>
      `From ${first.name} back down to ${last.name} the majors walk the journey backwards, and something unfinished about ${first.kw} calls you home.`,
  ],
};

/** A question to sit with after a single card. */
export const SINGLE_QUESTIONS: readonly SpreadLine[] = [
  ({ first }) =>
    `Ask yourself tonight what ${first.name} would change if you let it in fully, ${first.kw} and all.`,
  ({ first }) => `Sit with one question: what is ${first.name} asking you to do about ${first.kw}?`,
  ({ first }) =>
    `Before you sleep, name one place in your life where ${first.name} already lives, with its gift of ${first.kw}.`,
  ({ first }) => `Wonder for a moment what a friend would say about you, ${first.kw} and ${first.name}.`,
  ({ first }) =>
    `Picture next week with ${first.name} beside you and room for ${first.kw} and notice how that feels.`,
  ({ first }) => `Journal a few lines on ${first.kw}, and on where ${first.name} has met you before.`,
];

export const CLOSINGS: readonly SpreadLine[] = [
  ({ last }) => `Whatever you decide, let ${last.kw} be part of it, as ${last.name} suggests.`,
  ({ last }) =>
    `The cards describe currents, not fate; you still choose how to swim from ${last.name} toward ${last.kw}.`,
  ({ first }) =>
    `Come back to this spread in a few days and see how much of ${first.kw} you already recognise.`,
  ({ last }) =>
    `Take what rings true, leave the rest, and give ${last.name} and its talk of ${last.kw2} a little of your attention this week.`,
  ({ first, last }) =>
    `Between ${first.kw2} and ${last.kw2} lies a road only you can walk one honest step at a time.`,
  ({ last }) =>
    `Tarot holds up a mirror and what you do with ${last.kw} after ${last.name} is entirely yours.`,
];

export const AFFIRMATIONS: readonly SpreadLine[] = [
  ({ last }) => `I make room for ${last.kw} in my life.`,
  ({ last }) => `I welcome ${last.kw2} at its own pace.`,
  ({ first }) => `I honour where I have been and what ${first.kw} taught me.`,
  ({ last }) => `I greet ${last.kw} gladly and without armour.`,
  ({ first, last }) => `I carry the lessons of ${first.kw} forward — and on to ${last.kw2}.`,
  ({ last }) => `I am ready to greet ${last.kw2} today.`,
];
