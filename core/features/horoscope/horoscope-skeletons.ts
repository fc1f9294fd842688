import type { SignId } from '../../content/signs';
import { pickDistinct, seededRandom } from '../../compose/seeded-random';

/**
 * The shapes a horoscope takes: which sky fact leads, where the sign's nature and the life
 * themes stand, and whether it ends on a tip, a question to sit with or a small practice. A
 * sign walks through its own order of shapes, one per period, so two consecutive readings never
 * share a shape and a week of daily readings shows each daily shape once.
 */
export const PIECE_IDS = [
  'intro',
  'sky',
  'moon',
  'events',
  'path',
  'visit',
  'sun',
  'nature',
  'nature2',
  'theme',
  'theme2',
  'theme3',
  'theme4',
  'tip',
  'question',
  'practice',
  'closing',
] as const;
export type PieceId = (typeof PIECE_IDS)[number];

/** Each piece writes zero or more sentences (an event-free week has no event sentences). */
export type PieceWriters = Partial<Record<PieceId, () => string[]>> &
  Record<'nature' | 'theme' | 'theme2' | 'sun' | 'tip' | 'question' | 'practice', () => string[]>;

type Skeleton = readonly (readonly PieceId[])[];

/** Daily: the Moon's phase ("sky") and its angle to the sign ("moon") always, in varying places. */
export const DAILY_SKELETONS: readonly Skeleton[] = [
  [
    ['sky', 'moon'],
    ['nature', 'theme', 'sun'],
    ['theme2', 'tip'],
  ],
  [
    ['moon', 'theme'],
    ['sky', 'nature'],
    ['sun', 'theme2', 'question'],
  ],
  [
    ['nature', 'sky'],
    ['moon', 'theme', 'theme2'],
    ['sun', 'practice'],
  ],
  [
    ['sky', 'sun'],
    ['moon', 'theme', 'theme2'],
    ['nature', 'tip'],
  ],
  [
    ['moon', 'sky'],
    ['theme', 'theme2', 'nature'],
    ['sun', 'question'],
  ],
  [['sun', 'moon', 'sky'], ['theme', 'nature', 'theme2'], ['practice']],
  [
    ['sky', 'moon', 'nature'],
    ['theme', 'sun'],
    ['theme2', 'question'],
  ],
];

export const WEEKLY_SKELETONS: readonly Skeleton[] = [
  [
    ['intro', 'sky', 'path'],
    ['events', 'visit'],
    ['nature', 'theme', 'theme2'],
    ['theme3', 'tip', 'closing'],
  ],
  [
    ['intro', 'nature'],
    ['sky', 'events', 'path'],
    ['visit', 'theme', 'theme2'],
    ['theme3', 'question', 'closing'],
  ],
  [
    ['intro', 'path'],
    ['sky', 'events', 'visit'],
    ['theme', 'nature', 'theme2'],
    ['theme3', 'practice', 'closing'],
  ],
];

export const MONTHLY_SKELETONS: readonly Skeleton[] = [
  [
    ['intro', 'sky', 'sun'],
    ['events', 'visit'],
    ['nature', 'theme', 'theme2'],
    ['theme3', 'theme4', 'nature2', 'tip', 'closing'],
  ],
  [
    ['intro', 'nature'],
    ['sky', 'events'],
    ['visit', 'theme', 'theme2', 'sun'],
    ['theme3', 'theme4', 'nature2', 'question', 'closing'],
  ],
  [
    ['intro', 'sun', 'sky'],
    ['events', 'visit', 'theme', 'nature'],
    ['theme2', 'theme3', 'theme4'],
    ['nature2', 'practice', 'closing'],
  ],
];

function skeletonFor(skeletons: readonly Skeleton[], salt: string, sign: SignId, turn: number): Skeleton {
  const order = pickDistinct(seededRandom(`skeletons|${salt}|${sign}`), skeletons, skeletons.length);
  const skeleton = order[((turn % order.length) + order.length) % order.length];
  if (!skeleton) throw new RangeError(`No ${salt} skeletons to choose from`);
  return skeleton;
}

export const dailySkeletonFor = (sign: SignId, turn: number) =>
  skeletonFor(DAILY_SKELETONS, 'daily', sign, turn);
export const weeklySkeletonFor = (sign: SignId, turn: number) =>
  skeletonFor(WEEKLY_SKELETONS, 'weekly', sign, turn);
export const monthlySkeletonFor = (sign: SignId, turn: number) =>
  skeletonFor(MONTHLY_SKELETONS, 'monthly', sign, turn);
