/** The twelve western zodiac signs, typed from their ids (spec §3). */
export const SIGN_IDS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type SignId = (typeof SIGN_IDS)[number];

export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

export const PLANET_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type PlanetId = (typeof PLANET_IDS)[number];

/** A month and day, 1-based, used for the tropical date ranges of the spec. */
export interface MonthDay {
  month: number;
  day: number;
}

export interface Sign {
  id: SignId;
  name: string;
  symbol: string;
  emoji: string;
  element: Element;
  modality: Modality;
  /** Modern ruler; the classical one where it differs. */
  ruler: PlanetId;
  classicalRuler: PlanetId;
  /** Human-readable range exactly as the spec prints it. */
  dateRange: string;
  start: MonthDay;
  end: MonthDay;
  description: string;
  keywords: readonly string[];
}

export const signs = {
  aries: {
    id: 'aries',
    name: 'Aries',
    symbol: '♈',
    emoji: '🐏',
    element: 'fire',
    modality: 'cardinal',
    ruler: 'mars',
    classicalRuler: 'mars',
    dateRange: 'Mar 21-Apr 19',
    start: { month: 3, day: 21 },
    end: { month: 4, day: 19 },
    description: 'The spark that starts the year: direct, brave and quick to act on a hunch.',
    keywords: ['courage', 'initiative', 'drive'],
  },
  taurus: {
    id: 'taurus',
    name: 'Taurus',
    symbol: '♉',
    emoji: '🐂',
    element: 'earth',
    modality: 'fixed',
    ruler: 'venus',
    classicalRuler: 'venus',
    dateRange: 'Apr 20-May 20',
    start: { month: 4, day: 20 },
    end: { month: 5, day: 20 },
    description: 'Patient and sensual, it builds slowly and keeps what it builds.',
    keywords: ['steadiness', 'comfort', 'loyalty'],
  },
  gemini: {
    id: 'gemini',
    name: 'Gemini',
    symbol: '♊',
    emoji: '👯',
    element: 'air',
    modality: 'mutable',
    ruler: 'mercury',
    classicalRuler: 'mercury',
    dateRange: 'May 21-Jun 20',
    start: { month: 5, day: 21 },
    end: { month: 6, day: 20 },
    description: 'A restless, curious mind that collects ideas and connects people.',
    keywords: ['curiosity', 'conversation', 'versatility'],
  },
  cancer: {
    id: 'cancer',
    name: 'Cancer',
    symbol: '♋',
    emoji: '🦀',
    element: 'water',
    modality: 'cardinal',
    ruler: 'moon',
    classicalRuler: 'moon',
    dateRange: 'Jun 21-Jul 22',
    start: { month: 6, day: 21 },
    end: { month: 7, day: 22 },
    description: 'Protective and deeply feeling, it makes a home wherever it cares.',
    keywords: ['nurture', 'memory', 'belonging'],
  },
  leo: {
    id: 'leo',
    name: 'Leo',
    symbol: '♌',
    emoji: '🦁',
    element: 'fire',
    modality: 'fixed',
    ruler: 'sun',
    classicalRuler: 'sun',
    dateRange: 'Jul 23-Aug 22',
    start: { month: 7, day: 23 },
    end: { month: 8, day: 22 },
    description: 'Warm-hearted and generous, it shines best when it lifts others too.',
    keywords: ['creativity', 'warmth', 'pride'],
  },
  virgo: {
    id: 'virgo',
    name: 'Virgo',
    symbol: '♍',
    emoji: '🌾',
    element: 'earth',
    modality: 'mutable',
    ruler: 'mercury',
    classicalRuler: 'mercury',
    dateRange: 'Aug 23-Sep 22',
    start: { month: 8, day: 23 },
    end: { month: 9, day: 22 },
    description: 'Observant and helpful, it improves whatever it touches, one detail at a time.',
    keywords: ['craft', 'service', 'discernment'],
  },
  libra: {
    id: 'libra',
    name: 'Libra',
    symbol: '♎',
    emoji: '⚖️',
    element: 'air',
    modality: 'cardinal',
    ruler: 'venus',
    classicalRuler: 'venus',
    dateRange: 'Sep 23-Oct 22',
    start: { month: 9, day: 23 },
    end: { month: 10, day: 22 },
    description: 'A diplomat with an eye for beauty, always weighing what is fair.',
    keywords: ['harmony', 'partnership', 'balance'],
  },
  scorpio: {
    id: 'scorpio',
    name: 'Scorpio',
    symbol: '♏',
    emoji: '🦂',
    element: 'water',
    modality: 'fixed',
    ruler: 'pluto',
    classicalRuler: 'mars',
    dateRange: 'Oct 23-Nov 21',
    start: { month: 10, day: 23 },
    end: { month: 11, day: 21 },
    description: 'Intense and perceptive, it prefers depth to small talk and truth to comfort.',
    keywords: ['depth', 'transformation', 'intensity'],
  },
  sagittarius: {
    id: 'sagittarius',
    name: 'Sagittarius',
    symbol: '♐',
    emoji: '🏹',
    element: 'fire',
    modality: 'mutable',
    ruler: 'jupiter',
    classicalRuler: 'jupiter',
    dateRange: 'Nov 22-Dec 21',
    start: { month: 11, day: 22 },
    end: { month: 12, day: 21 },
    description: 'An optimistic explorer of roads and ideas, happiest with a horizon ahead.',
    keywords: ['adventure', 'meaning', 'candour'],
  },
  capricorn: {
    id: 'capricorn',
    name: 'Capricorn',
    symbol: '♑',
    emoji: '🐐',
    element: 'earth',
    modality: 'cardinal',
    ruler: 'saturn',
    classicalRuler: 'saturn',
    dateRange: 'Dec 22-Jan 19',
    start: { month: 12, day: 22 },
    end: { month: 1, day: 19 },
    description: 'Ambitious and dependable, it climbs steadily and plays the long game.',
    keywords: ['discipline', 'ambition', 'responsibility'],
  },
  aquarius: {
    id: 'aquarius',
    name: 'Aquarius',
    symbol: '♒',
    emoji: '🏺',
    element: 'air',
    modality: 'fixed',
    ruler: 'uranus',
    classicalRuler: 'saturn',
    dateRange: 'Jan 20-Feb 18',
    start: { month: 1, day: 20 },
    end: { month: 2, day: 18 },
    description: 'An independent thinker who cares about the group and the future.',
    keywords: ['originality', 'community', 'vision'],
  },
  pisces: {
    id: 'pisces',
    name: 'Pisces',
    symbol: '♓',
    emoji: '🐟',
    element: 'water',
    modality: 'mutable',
    ruler: 'neptune',
    classicalRuler: 'jupiter',
    dateRange: 'Feb 19-Mar 20',
    start: { month: 2, day: 19 },
    end: { month: 3, day: 20 },
    description: 'Imaginative and compassionate, it senses what others leave unsaid.',
    keywords: ['intuition', 'empathy', 'imagination'],
  },
} as const satisfies Record<SignId, Sign>;

export const signList: readonly Sign[] = SIGN_IDS.map((id) => signs[id]);

/** "Leo" for 'leo': the one place a sign id becomes its display name. */
export const signName = (id: SignId): string => signs[id].name;

export const isSignId = (value: unknown): value is SignId =>
  typeof value === 'string' && (SIGN_IDS as readonly string[]).includes(value);

const toOrdinal = ({ month, day }: MonthDay) => month * 100 + day;

/**
 * The sign whose tropical date range contains the given month and day (spec §4: a profile
 * without a sign takes the one its birth date falls in). Capricorn wraps the year end.
 */
export function signForMonthDay(monthDay: MonthDay): Sign | null {
  if (!isValidMonthDay(monthDay)) return null;
  const value = toOrdinal(monthDay);
  for (const sign of signList) {
    const start = toOrdinal(sign.start);
    const end = toOrdinal(sign.end);
    const inRange = start <= end ? value >= start && value <= end : value >= start || value <= end;
    if (inRange) return sign;
  }
  return null;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function isValidMonthDay({ month, day }: MonthDay): boolean {
  const days = DAYS_IN_MONTH[month - 1];
  return Number.isInteger(month) && Number.isInteger(day) && days !== undefined && day >= 1 && day <= days;
}

/** Sign for an ISO calendar date (YYYY-MM-DD); null when the text is not such a date. */
export function signForIsoDate(isoDate: string): Sign | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return signForMonthDay({ month: Number(match[2]), day: Number(match[3]) });
}

/** The sign a tropical ecliptic longitude (degrees) falls in. */
export function signForLongitude(longitude: number): Sign {
  const normalized = ((longitude % 360) + 360) % 360;
  return signList[Math.floor(normalized / 30)] ?? signs.aries;
}
