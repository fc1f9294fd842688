import { CHAT_HISTORY_LIMIT } from '@core/profile/chat-history-limit';

/**
 * Everything Cosmic Guide writes to this browser's storage, in one table: what each key holds,
 * which pages write it and when, how long it stays and how to clear it. It is the source of the
 * README's privacy table (`storage-keys.test.ts` holds the two equal, and each key equal to the
 * constant its store uses), and `e2e/storage-keys.spec.ts` opens every page in real Chromium and
 * compares the keys it finds with it. The About page lists it; the stores do not read it.
 *
 * Rules beside the table, which the e2e spec checks too: a first visit writes nothing until the
 * visitor does something; no page writes sessionStorage (nor IndexedDB or a cookie); the service
 * worker's Cache Storage holds only the app's own files, never a reading or anything typed.
 */

/** A page of the app by its path (one of src/app/paths.ts, held so by src/app/storage-keys.test.ts). */
export type PagePath = `/${string}`;

/** The pages that show a reading, each counting it in the profile (`recordReading`). */
export const READING_PAGES = [
  '/',
  '/daily',
  '/weekly',
  '/monthly',
  '/love',
  '/compatibility',
  '/relationship-analysis',
  '/birth-chart',
  '/advanced-charts',
  '/cosmic-calendar',
  '/tarot',
  '/lucky-numbers',
  '/career-finance',
  '/emotional-wellbeing',
  '/chat',
  '/sacred-geometry',
  '/mystical-personality',
  '/crystal-scrying',
  '/astro-yoga',
  '/cosmic-dream-journal',
  '/dream-astrologer',
  '/zodiac-diet',
  '/hands-reading',
  '/angels-cards',
  '/my-sky',
] as const satisfies readonly PagePath[];

/** The pages that show a reading at once when the profile holds a sign (no click needed). */
export const READING_ON_OPEN_PAGES = [
  '/',
  '/daily',
  '/weekly',
  '/monthly',
] as const satisfies readonly PagePath[];

export interface StorageWriter {
  /** Where: the pages, or every page (the side menu's sound switch is on all of them). */
  pages: readonly PagePath[] | 'every page';
  /** What the visitor does there that writes the key. */
  when: string;
}

export interface StorageKeyRow {
  /** The key as stored; a family of keys names its variable parts in braces. */
  key: string;
  /** What a person would call it. */
  label: string;
  /** Matches every key of the row. */
  pattern: RegExp;
  area: 'localStorage';
  /** What it holds, in plain words. */
  holds: string;
  writers: readonly StorageWriter[];
  /**
   * Pages that write it when simply opened by a returning visitor whose profile holds a sign.
   * A first visit (nothing stored) writes nothing on any page.
   */
  writtenOnOpen: readonly PagePath[];
  /** How long it stays. */
  kept: string;
  /** How the visitor removes it (clearing the site's data in the browser always does). */
  clear: string;
}

/** Who writes the profile, and with it the sound setting's copy. */
const PROFILE_WRITERS = [
  { pages: READING_PAGES, when: 'a reading is shown (it counts one more reading)' },
  { pages: ['/chat'], when: 'a message is answered (saved with its reply)' },
  { pages: ['/profile'], when: 'Save, Import Profile' },
  { pages: ['/birth-chart'], when: 'your chart is cast (its details become your profile’s)' },
  { pages: ['/lucky-numbers'], when: 'your numerology name and birth date are saved' },
  { pages: ['/mystical-personality'], when: '“This is me”' },
  { pages: 'every page', when: 'the sound switch in the menu' },
] as const satisfies readonly StorageWriter[];

const exactly = (key: string) => new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export const STORAGE_KEYS = [
  {
    key: 'cosmic-guide:profile',
    label: 'Your profile',
    pattern: exactly('cosmic-guide:profile'),
    area: 'localStorage',
    holds: `Your profile: name, sign, birth date, time and place (with its coordinates and time zone), focus, goals, archetype, settings, reading count, last visit, and your chat with the guides (its last ${CHAT_HISTORY_LIMIT} messages; never one answered with crisis help)`,
    writers: PROFILE_WRITERS,
    writtenOnOpen: READING_ON_OPEN_PAGES,
    kept: `until you reset it; the chat keeps its last ${CHAT_HISTORY_LIMIT} messages`,
    clear: 'Profile → Reset Profile (all of it); Chat → Forget this conversation (the chat only)',
  },
  {
    key: 'cosmic-guide:sound',
    label: 'Sound setting',
    pattern: exactly('cosmic-guide:sound'),
    area: 'localStorage',
    holds: 'A copy of the sound setting (true or false), used if the stored profile cannot be read',
    // Saved with every change of the profile.
    writers: PROFILE_WRITERS,
    writtenOnOpen: READING_ON_OPEN_PAGES,
    kept: 'as long as the profile',
    clear: 'Profile → Reset Profile',
  },
  {
    key: 'cosmic-guide:dream-journal',
    label: 'Dream journal',
    pattern: exactly('cosmic-guide:dream-journal'),
    area: 'localStorage',
    holds:
      'Your dream journal: each dream’s date, title, description, Moon phase, emotions, symbols, sign and its reading (at most 200 dreams)',
    writers: [{ pages: ['/cosmic-dream-journal'], when: 'a dream is read' }],
    writtenOnOpen: [],
    kept: 'until you delete it',
    clear: 'Cosmic Dream Journal → delete a dream, or Erase all',
  },
  {
    key: 'cosmic-guide:tarot-draws',
    label: 'Past tarot draws',
    pattern: exactly('cosmic-guide:tarot-draws'),
    area: 'localStorage',
    holds: 'Your last 20 tarot draws: spread, deck, the cards and their positions, date and time',
    writers: [{ pages: ['/tarot'], when: 'cards are drawn' }],
    writtenOnOpen: [],
    kept: 'the last 20 draws, until you clear them',
    clear: 'Tarot → Clear past draws',
  },
  {
    key: 'angelic_guidance_daily_angelic_{sign}_{date}',
    label: 'Today’s angelic message',
    pattern: /^angelic_guidance_daily_angelic_[a-z]+_\d{4}-\d{2}-\d{2}$/,
    area: 'localStorage',
    holds: 'Today’s angelic message for your sign (or the universal one), with the time it was written',
    writers: [
      {
        pages: ['/angels-cards'],
        when: 'the page shows today’s message to a browser that already keeps something of ours',
      },
    ],
    writtenOnOpen: ['/angels-cards'],
    kept: 'two hours; an expired one is deleted at your next visit to Angels Cards',
    clear: 'it expires by itself',
  },
] as const satisfies readonly StorageKeyRow[];

/** The row a stored key belongs to, if any. */
export const storageRowOf = (key: string): StorageKeyRow | undefined =>
  STORAGE_KEYS.find((row) => row.pattern.test(key));

/**
 * The rows a page's own action writes (the menu's sound switch, on every page, left aside): what
 * a first visit holds after doing that page's main thing.
 */
export const rowsWrittenBy = (page: PagePath): readonly StorageKeyRow[] =>
  STORAGE_KEYS.filter((row) =>
    row.writers.some((writer) => writer.pages !== 'every page' && writer.pages.some((path) => path === page)),
  );
