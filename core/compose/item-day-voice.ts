import type { ComposedReading } from './composed-reading';
import { type Element, SIGN_IDS, type SignId, signList, signs } from '../content/signs';
import type { MoonPhaseId } from '../sky/moon-phases';
import { type IsoDate, daysBetween } from '../time/calendar-date';
import { dealFrom, seatAmong, seatingOrder } from './line-dealer';
import { fillSlots } from './template';

/**
 * How a daily reading of one catalogue item for one sign (a sacred pattern, an archetype) picks
 * its sentences. Every pick is dealt (see `line-dealer`): the turn is the day plus the item's
 * place in its catalogue, so a sign walks through a pool a step a day (no entry twice within a
 * week when the pool holds seven or more) and one sign reading several items on one day meets
 * different entries; the seat keeps the signs reading one pool on one day apart.
 */
export type VoiceSlots = Readonly<Record<string, string>>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Every `{slot}` a template mentions, in order. */
export const voiceSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since a slot ("a waxing crescent Moon") may
 * open a sentence. An unfilled slot stays visible so the bank tests, not the visitor, notice it.
 */
export function fillVoiceTemplate(template: string, slots: VoiceSlots): string {
  const filled = fillSlots(template, (name) => slots[name]);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

export interface ItemDayVoice {
  /** Days since the epoch plus the item's place: consecutive days have consecutive turns. */
  readonly turn: number;
  /** A pool all twelve signs read on one day: twelve or more entries, so no two signs meet. */
  everySign(pool: readonly string[], name: string): string;
  /** A pool only the sign's element reads (three signs): eight or more entries. */
  elementMates(pool: readonly string[], name: string): string;
  /**
   * A pool whose every entry names the sign (a `{sign}` slot), so signs can never share one;
   * seven or more entries keep a week free of repeats.
   */
  ownLine(pool: readonly string[], name: string): string;
  /** Any list dealt from a seat the caller works out (pairs of list items, say). */
  seated<T>(items: readonly T[], name: string, seat: number): T;
  /** The same pick for every sign on a day, stepping each day (headings, outline). */
  daily<T>(items: readonly T[], name: string): T;
  fill(template: string): string;
}

const EPOCH: IsoDate = '2000-01-01';

const elementMatesOf = (sign: SignId): SignId[] =>
  signList.filter((other) => other.element === signs[sign].element).map((other) => other.id);

export interface ItemDayVoiceInput {
  /** Salts every pool, so two features dealing similar pools do not move in step. */
  feature: string;
  sign: SignId;
  /** The item's place in its catalogue. */
  itemIndex: number;
  date: IsoDate;
  slots: VoiceSlots;
}

export function createItemDayVoice({
  feature,
  sign,
  itemIndex,
  date,
  slots,
}: ItemDayVoiceInput): ItemDayVoice {
  const turn = daysBetween(EPOCH, date) + itemIndex;
  const salted = (name: string) => `${feature}|${name}`;
  const fill = (template: string) => fillVoiceTemplate(template, slots);
  const deal = (pool: readonly string[], name: string, members: readonly SignId[]) => {
    const salt = salted(name);
    const seat = seatAmong(sign, seatingOrder(members, salt), pool.length);
    return fill(dealFrom(pool, { salt, turn, seat }));
  };
  return {
    turn,
    everySign: (pool, name) => deal(pool, name, SIGN_IDS),
    elementMates: (pool, name) => deal(pool, name, elementMatesOf(sign)),
    ownLine: (pool, name) => fill(dealFrom(pool, { salt: salted(name), turn, seat: SIGN_IDS.indexOf(sign) })),
    seated: (items, name, seat) => dealFrom(items, { salt: salted(name), turn, seat }),
    daily: (items, name) => dealFrom(items, { salt: salted(name), turn, seat: 0 }),
    fill,
  };
}

/**
 * How every catalogue-day reading closes: an affirmation all twelve signs draw from one pool
 * on the day, then the reading card's markdown (headline, body, affirmation).
 */
export function closeItemDay(
  voice: ItemDayVoice,
  affirmationPool: readonly string[],
  { headline, body, facts }: Pick<ComposedReading, 'headline' | 'body' | 'facts'>,
): ComposedReading {
  const affirmation = voice.everySign(affirmationPool, 'affirmation');
  return {
    headline,
    body,
    affirmation,
    facts,
    markdown: [`**${headline}**`, body, `*${affirmation}*`].join('\n\n'),
  };
}

/** "an air", "a fire": the article a slot needs when it opens with a word such as an element. */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Every ordered pair of two lists, for dealing "a power with a gift" as one entry. */
export const pairsOf = <A, B>(first: readonly A[], second: readonly B[]): [A, B][] =>
  first.flatMap((a) => second.map((b): [A, B] => [a, b]));

/** The day's Moon as a phrase that can open or end a sentence ("a thin waxing crescent Moon"). */
export const moonPhasePhrases = {
  'new-moon': 'a dark New Moon',
  'waxing-crescent': 'a thin waxing crescent Moon',
  'first-quarter': 'a half-lit First Quarter Moon',
  'waxing-gibbous': 'a swelling waxing gibbous Moon',
  'full-moon': 'a bright Full Moon',
  'waning-gibbous': 'a waning gibbous Moon',
  'last-quarter': 'a half-lit Last Quarter Moon',
  'waning-crescent': 'a fading waning crescent Moon',
} as const satisfies Record<MoonPhaseId, string>;

/** How a sign's element meets an item's: the same, kindred (fire–air, earth–water), or contrasting. */
export type ElementMeeting = 'same' | 'kindred' | 'contrasting';

const KINDRED: Record<Element, Element> = { fire: 'air', air: 'fire', earth: 'water', water: 'earth' };

export const elementMeeting = (signElement: Element, itemElement: Element): ElementMeeting =>
  signElement === itemElement ? 'same' : KINDRED[signElement] === itemElement ? 'kindred' : 'contrasting';
