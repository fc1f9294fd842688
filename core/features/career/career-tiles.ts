import type { Period } from '../../contract/common';

/**
 * The Career, Finance & Life Purpose tiles (spec §3 "Career/finance/purpose reading type", §9):
 * thirteen readings in three categories, each category with its own colour. The titles and
 * descriptions are ours; the ids, categories and count are the spec's.
 */
export const CAREER_CATEGORY_IDS = ['career', 'finance', 'purpose'] as const;
export type CareerCategoryId = (typeof CAREER_CATEGORY_IDS)[number];

/** A palette name the page turns into classes; a union so a typo fails to compile. */
export type CategoryColour = 'sky' | 'emerald' | 'violet';

export interface CareerCategory {
  id: CareerCategoryId;
  title: string;
  colour: CategoryColour;
  emoji: string;
}

export const careerCategories = {
  career: { id: 'career', title: 'Career', colour: 'sky', emoji: '💼' },
  finance: { id: 'finance', title: 'Finance', colour: 'emerald', emoji: '💰' },
  purpose: { id: 'purpose', title: 'Life Purpose', colour: 'violet', emoji: '🧭' },
} as const satisfies Record<CareerCategoryId, CareerCategory>;

export const CAREER_TILE_IDS = [
  'career-daily',
  'career-weekly',
  'career-monthly',
  'career-path',
  'business-astrology',
  'finance-daily',
  'finance-weekly',
  'finance-monthly',
  'wealth-potential',
  'investment-guidance',
  'life-purpose',
  'talent-identification',
  'overcoming-obstacles',
] as const;
export type CareerTileId = (typeof CAREER_TILE_IDS)[number];

export interface CareerTile {
  id: CareerTileId;
  title: string;
  description: string;
  category: CareerCategoryId;
  emoji: string;
  /**
   * What the reading is about, in the words the prompt uses. Each one holds a keyword of spec §5's
   * specialised mode (career, financial, wealth, business, investment, life purpose, talent,
   * obstacles), which the tile tests check.
   */
  focus: string;
}

export const careerTiles = {
  'career-daily': {
    id: 'career-daily',
    title: 'Career Today',
    description: 'How the day’s sky meets your work: where to push and where to wait',
    category: 'career',
    emoji: '☀️',
    focus: 'career outlook for the day',
  },
  'career-weekly': {
    id: 'career-weekly',
    title: 'Career This Week',
    description: 'The working week from Sunday to Saturday, with its turning points',
    category: 'career',
    emoji: '📆',
    focus: 'career outlook for the week',
  },
  'career-monthly': {
    id: 'career-monthly',
    title: 'Career This Month',
    description: 'The month’s professional themes, lunation by lunation',
    category: 'career',
    emoji: '🗓️',
    focus: 'career outlook for the month',
  },
  'career-path': {
    id: 'career-path',
    title: 'Career Path',
    description: 'The kind of work that suits your sign and where it is heading',
    category: 'career',
    emoji: '🛤️',
    focus: 'long-range career path and vocation',
  },
  'business-astrology': {
    id: 'business-astrology',
    title: 'Business Astrology',
    description: 'Timing, partners and plans for the venture you run or dream of',
    category: 'career',
    emoji: '🏢',
    focus: 'business ventures, partners and timing',
  },
  'finance-daily': {
    id: 'finance-daily',
    title: 'Money Today',
    description: 'The day’s mood for spending, saving and money talks',
    category: 'finance',
    emoji: '🪙',
    focus: 'financial outlook for the day',
  },
  'finance-weekly': {
    id: 'finance-weekly',
    title: 'Money This Week',
    description: 'Your week’s budget rhythm and the days that ask for care',
    category: 'finance',
    emoji: '📊',
    focus: 'financial outlook for the week',
  },
  'finance-monthly': {
    id: 'finance-monthly',
    title: 'Money This Month',
    description: 'The month’s financial themes and a plan that fits them',
    category: 'finance',
    emoji: '📈',
    focus: 'financial outlook for the month',
  },
  'wealth-potential': {
    id: 'wealth-potential',
    title: 'Wealth Potential',
    description: 'How your sign builds security, and the habits that help it',
    category: 'finance',
    emoji: '💎',
    focus: 'wealth potential and long-term security',
  },
  'investment-guidance': {
    id: 'investment-guidance',
    title: 'Investment Mindset',
    description: 'Your temperament with risk and patience, never tips on what to pick',
    category: 'finance',
    emoji: '🌱',
    focus: 'investment temperament: patience, risk and research habits',
  },
  'life-purpose': {
    id: 'life-purpose',
    title: 'Life Purpose',
    description: 'The thread that gives your work and days their meaning',
    category: 'purpose',
    emoji: '🌟',
    focus: 'life purpose and meaningful direction',
  },
  'talent-identification': {
    id: 'talent-identification',
    title: 'Talent Identification',
    description: 'The gifts your sign carries and how to put them to use',
    category: 'purpose',
    emoji: '🎯',
    focus: 'talent identification',
  },
  'overcoming-obstacles': {
    id: 'overcoming-obstacles',
    title: 'Overcoming Obstacles',
    description: 'What stands in the way right now and how to work around it',
    category: 'purpose',
    emoji: '⛰️',
    focus: 'overcoming obstacles at work and in life',
  },
} as const satisfies Record<CareerTileId, CareerTile>;

export const careerTileList: readonly CareerTile[] = CAREER_TILE_IDS.map((id) => careerTiles[id]);

/** The tiles of one category, in spec order. */
export const tilesOfCategory = (category: CareerCategoryId): CareerTile[] =>
  careerTileList.filter((tile) => tile.category === category);

/** Spec §9: "The period is daily, weekly or monthly according to the id, default daily." */
export function tilePeriod(tile: CareerTileId): Period {
  if (tile.endsWith('-weekly')) return 'weekly';
  if (tile.endsWith('-monthly')) return 'monthly';
  return 'daily';
}
