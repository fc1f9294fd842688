import { SIGN_IDS, signForIsoDate, type Sign } from '../content/signs';
import { defaultProfile, profileSign } from './profile-basics';
import { z } from '../contract/zod-mini';
import { isKnownTimeZone } from '../time/time-zone-name';
import { isIsoDate } from '../time/calendar-date';
import { chatMessageSchema } from './chat-message';
import { TROPICAL, zodiacChoiceSchema } from '../contract/zodiac-choice';
import { HOUSE_SYSTEM_IDS } from '../sky/house-systems';
import { CHAT_HISTORY_LIMIT } from './chat-history-limit';

/**
 * The visitor's profile (spec §3 and §4), kept in the browser. Pure rules only: loading,
 * saving and React live in src/lib/profile.
 */

/** Longest texts a profile keeps, so a stray paste cannot fill the browser's storage. */
const TEXT_LIMITS = {
  name: 80,
  birthPlace: 120,
  favoriteAstrologer: 40,
  personalityArchetype: 120,
  currentFocus: 500,
} as const;
type TextField = keyof typeof TEXT_LIMITS;

/** Oldest chat messages are dropped past this many (see chat-history-limit.ts). */
export { CHAT_HISTORY_LIMIT };
const LIST_LIMIT = 50;
const LIST_ITEM_LENGTH = 120;

const limitedText = (field: TextField) =>
  z.string().check(z.maxLength(TEXT_LIMITS[field], `must be at most ${TEXT_LIMITS[field]} characters`));
const listItem = z.string().check(z.maxLength(LIST_ITEM_LENGTH));
const textList = z.array(listItem).check(z.maxLength(LIST_LIMIT));

export const NOTIFICATION_KINDS = [
  'dailyHoroscope',
  'weeklyForecast',
  'cosmicEvents',
  'loveInsights',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const notificationPreferencesSchema = z.object({
  dailyHoroscope: z._default(z.boolean(), true),
  weeklyForecast: z._default(z.boolean(), true),
  cosmicEvents: z._default(z.boolean(), true),
  loveInsights: z._default(z.boolean(), true),
} satisfies Record<NotificationKind, z.ZodMiniType>);

/**
 * Where the visitor was born, as a chart needs it: picked from the place search (or typed as
 * coordinates with a named zone) on the profile or birth-chart page. Kept beside the birthPlace
 * text, whose label it must equal: editing the text alone drops it (see withConsistentLocation).
 */
export const birthLocationSchema = z.object({
  label: z.string().check(z.minLength(1), z.maxLength(TEXT_LIMITS.birthPlace)),
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
  timeZone: z
    .string()
    .check(z.maxLength(64), z.refine(isKnownTimeZone, 'must be an IANA time zone such as Europe/Paris')),
});
export type BirthLocation = z.infer<typeof birthLocationSchema>;

export const profileSchema = z.object({
  name: z._default(limitedText('name'), ''),
  /** The sign's id; the sign itself comes from core/content/signs (see profileSign). */
  zodiacSign: z._default(z.nullable(z.enum(SIGN_IDS)), null),
  birthDate: z._default(
    z
      .string()
      .check(
        z.refine((value) => value === '' || isIsoDate(value), 'must be empty or a date written YYYY-MM-DD'),
      ),
    '',
  ),
  birthTime: z._default(
    z.string().check(z.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, 'must be empty or a time written HH:MM')),
    '',
  ),
  birthPlace: z._default(limitedText('birthPlace'), ''),
  /** Not in the spec: the birth place's coordinates and zone, so every page can cast the real chart. */
  birthLocation: z._default(z.nullable(birthLocationSchema), null),
  preferredReadingTypes: z._default(textList, () => []),
  favoriteAstrologer: z._default(limitedText('favoriteAstrologer'), ''),
  notificationPreferences: z.prefault(notificationPreferencesSchema, {}),
  lastVisited: z.iso.datetime({ offset: true }),
  totalReadings: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  favoriteFeatures: z._default(textList, () => []),
  chatHistory: z._default(
    z.pipe(
      z.array(chatMessageSchema),
      z.transform((messages) => messages.slice(-CHAT_HISTORY_LIMIT)),
    ),
    () => [],
  ),
  personalityArchetype: z._default(limitedText('personalityArchetype'), ''),
  spiritualGoals: z._default(textList, () => []),
  currentFocus: z._default(limitedText('currentFocus'), ''),
  soundEnabled: z._default(z.boolean(), true),
  theme: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'cosmic'),
  language: z._default(
    z
      .string()
      .check(z.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en or pt-BR')),
    'en',
  ),
  /** Not in the spec (issue 29): the zodiac the chart pages start from, changed on any of them. */
  chartZodiac: z._default(zodiacChoiceSchema, () => ({ ...TROPICAL })),
  /** Not in the spec (issue 29): the house system the chart pages start from. */
  chartHouseSystem: z._default(z.enum(HOUSE_SYSTEM_IDS), 'placidus'),
});

export type Profile = z.infer<typeof profileSchema>;
export type ProfilePatch = Partial<Profile>;
type ProfileField = keyof Profile;

const PROFILE_FIELDS = Object.keys(profileSchema.shape) as ProfileField[];

export { defaultProfile, isProfileComplete, profileSign } from './profile-basics';

/** Item schemas of the list fields: a list with a few bad items keeps the good ones. */
const LIST_ITEMS: Partial<Record<ProfileField, { item: z.ZodMiniType; limit: number }>> = {
  preferredReadingTypes: { item: listItem, limit: LIST_LIMIT },
  favoriteFeatures: { item: listItem, limit: LIST_LIMIT },
  spiritualGoals: { item: listItem, limit: LIST_LIMIT },
  chatHistory: { item: chatMessageSchema, limit: CHAT_HISTORY_LIMIT },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A repaired value for a field that failed validation, or undefined when nothing is salvageable. */
function salvage(field: ProfileField, value: unknown): { value: unknown; note: string } | undefined {
  if (field in TEXT_LIMITS && typeof value === 'string') {
    const limit = TEXT_LIMITS[field as TextField];
    return { value: value.slice(0, limit), note: `shortened to ${limit} characters` };
  }
  const list = LIST_ITEMS[field];
  if (list && Array.isArray(value)) {
    // The newest entries are the ones worth keeping (the chat's latest lines).
    const kept = value.filter((item) => list.item.safeParse(item).success).slice(-list.limit);
    return { value: kept, note: `kept ${kept.length} of ${value.length} entries` };
  }
  if (field === 'notificationPreferences' && isRecord(value)) {
    const kept = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, typeof value[kind] === 'boolean' ? value[kind] : true]),
    );
    return { value: kept, note: 'unreadable choices reset to on' };
  }
  return undefined;
}

/**
 * Validates field by field so one bad field never wipes the others (a user's name survives a
 * corrupt chat history). A field that fails is repaired where possible, else taken from
 * `fallback`; every such case is described in `problems`.
 */
function validateFields(
  candidate: Record<string, unknown>,
  fallback: Profile,
): { profile: Profile; problems: string[] } {
  const problems: string[] = [];
  const fields: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const value = candidate[field];
    if (value === undefined) {
      fields[field] = fallback[field];
      continue;
    }
    const schema = profileSchema.shape[field];
    const result = schema.safeParse(value);
    if (result.success) {
      fields[field] = result.data;
      continue;
    }
    const reason = result.error.issues[0]?.message ?? 'invalid';
    const repaired = salvage(field, value);
    const repairedResult = repaired && schema.safeParse(repaired.value);
    if (repaired && repairedResult?.success) {
      fields[field] = repairedResult.data;
      problems.push(`${field}: ${reason}; ${repaired.note}`);
    } else {
      fields[field] = fallback[field];
      problems.push(`${field}: ${reason}; kept the previous value`);
    }
  }
  return { profile: profileSchema.parse(fields), problems };
}

/** A location whose label no longer names the birth place describes somewhere else: drop it. */
export function withConsistentLocation(profile: Profile): Profile {
  const { birthLocation } = profile;
  if (birthLocation === null || birthLocation.label === profile.birthPlace) return profile;
  return { ...profile, birthLocation: null };
}

function describeJson(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

export interface StoredProfileResult {
  profile: Profile;
  /** Why some or all of the stored data was not used; absent when it loaded cleanly. */
  problem?: string;
}

/**
 * Reads the stored profile text. Never throws: corrupt or foreign data gives defaults and a
 * problem to log, so the app always starts (spec §8, "Profile load from storage").
 */
export function parseStoredProfile(raw: string | null, now: Date = new Date()): StoredProfileResult {
  const defaults = defaultProfile(now);
  if (raw === null) return { profile: defaults };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { profile: defaults, problem: 'The stored profile is not valid JSON; starting from defaults.' };
  }
  if (!isRecord(data)) {
    return {
      profile: defaults,
      problem: `The stored profile is ${describeJson(data)}, not an object; starting from defaults.`,
    };
  }
  if (!PROFILE_FIELDS.some((field) => field in data)) {
    return {
      profile: defaults,
      problem: 'The stored profile has none of the profile fields (foreign data); starting from defaults.',
    };
  }
  const { profile, problems } = validateFields(data, defaults);
  // A typing placeholder saved mid-reply would otherwise spin forever after a reload.
  const loaded = withConsistentLocation({
    ...profile,
    chatHistory: profile.chatHistory.filter((message) => !message.isTyping),
  });
  if (problems.length === 0) return { profile: loaded };
  return { profile: loaded, problem: `Some stored profile fields were unreadable: ${problems.join(' | ')}` };
}

/**
 * Spec §4: merges `patch`, sets lastVisited to now, derives the sign from the birth date when
 * none is set (unless the patch sets the sign itself, even to null), never lowers totalReadings,
 * and drops a birth location that no longer matches the birth place's text. Invalid patch fields keep their current value and are reported to `onProblem`.
 */
export function applyProfileUpdate(
  current: Profile,
  patch: ProfilePatch,
  now: Date = new Date(),
  onProblem?: (problem: string) => void,
): Profile {
  const { profile, problems } = validateFields(
    { ...current, ...patch, lastVisited: now.toISOString() },
    current,
  );
  for (const problem of problems) onProblem?.(problem);

  const signChosenInPatch = patch.zodiacSign !== undefined;
  const zodiacSign =
    profile.zodiacSign === null && !signChosenInPatch && profile.birthDate !== ''
      ? (signForIsoDate(profile.birthDate)?.id ?? null)
      : profile.zodiacSign;

  return withConsistentLocation({
    ...profile,
    zodiacSign,
    totalReadings: Math.max(current.totalReadings, profile.totalReadings),
  });
}

/** Spec §9, lowest first: the first level whose bound the count is under. */
const EXPERIENCE_LEVELS = [
  { under: 3, level: 'new to astrology' },
  { under: 10, level: 'developing interest' },
  { under: 25, level: 'regular seeker' },
  { under: Number.POSITIVE_INFINITY, level: 'devoted practitioner' },
] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['level'];

export function experienceLevel(totalReadings: number): ExperienceLevel {
  const match = EXPERIENCE_LEVELS.find(({ under }) => totalReadings < under);
  return match?.level ?? 'devoted practitioner';
}

/** What the chat sends about the visitor (spec §3, "Chat profile context"). */
export interface ProfileContext {
  name: string;
  zodiacSign: Pick<Sign, 'name' | 'symbol' | 'element' | 'description'> | null;
  birthDate: string;
  currentFocus: string;
  spiritualGoals: string[];
  totalReadings: number;
  personalityArchetype: string;
}

export function profileContext(profile: Profile): ProfileContext {
  const sign = profileSign(profile);
  return {
    name: profile.name,
    zodiacSign: sign && {
      name: sign.name,
      symbol: sign.symbol,
      element: sign.element,
      description: sign.description,
    },
    birthDate: profile.birthDate,
    currentFocus: profile.currentFocus,
    spiritualGoals: [...profile.spiritualGoals],
    totalReadings: profile.totalReadings,
    personalityArchetype: profile.personalityArchetype,
  };
}
