import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { PERSONA_IDS } from '@core/content/personas';
import { SIGN_IDS, type SignId } from '@core/content/signs';
import { PERIODS } from '@core/contract/common';
import type { ReadingRequest } from '@core/features/reading-request';
import type { IsoDate } from '@core/time/calendar-date';
import { CAREER_TILE_IDS, tilePeriod } from '@core/features/career/career-tiles';
import { LOVE_FOCUS_IDS } from '@core/features/love/love-foci';
import { PALM_FOCUS_IDS } from '@core/features/palmistry/palm-foci';
import { ANALYSIS_IDS, relationshipAnalysisTypes } from '@core/features/relationship-analysis/analysis-types';
import { WELLBEING_TOPIC_IDS } from '@core/features/wellbeing/wellbeing-topics';
import { LOTTERY_IDS } from '@core/features/lucky-numbers/lotteries';
import { sampleLuckyRequest } from '@core/features/lucky-numbers/quality-sample-fixtures';
import {
  NUMEROLOGY_SAMPLE_PEOPLE,
  sampleNumerologyRequest,
} from '@core/features/numerology/quality-sample-fixtures';
import { TAROT_SPREAD_IDS } from '@core/features/tarot/draw/spreads';
import { sampleGroup } from '@core/features/tarot/quality-sample-draws';
import { CRYSTAL_IDS } from '@core/features/crystal-scrying/crystal';
import { POSE_IDS } from '@core/features/astro-yoga/yoga-pose';
import { PATTERN_IDS } from '@core/features/sacred-geometry/pattern';
import { ARCHETYPE_IDS } from '@core/content/archetypes/archetype';
import { DIET_FOCUS_IDS } from '@core/features/zodiac-diet/diet-topics';
import { JOURNAL_SAMPLE_DREAMS } from '@core/features/dream-journal/quality-sample-dreams';
import { JOURNAL_WISDOM_TOPIC_IDS } from '@core/features/dream-journal/journal-wisdom-topics';
import { ORACLE_SAMPLE_DREAMS } from '@core/features/dream-oracle/quality-sample-dreams';
import { ORACLE_WISDOM_TOPIC_IDS } from '@core/features/dream-oracle/oracle-wisdom-topics';
import { ANGEL_SPREAD_IDS } from '@core/features/angels/angel-spreads';
import { angelSampleGroup } from '@core/features/angels/offline/angel-reading-samples';
import {
  QUALITY_SAMPLE_PEOPLE,
  qualitySampleRequest,
} from '@core/features/advanced-chart/quality-sample-fixtures';
import { CHART_TYPE_IDS } from '@core/features/advanced-chart/chart-types';

/**
 * The daily reader's view of every page (issue 24): for a sign and a date, the reading each tab
 * (or topic, or option) of the page gives. `npm run quality` reads every page for twelve signs
 * over sixty consecutive days.
 *
 * - `period` says what span a tab's reading speaks for (its sky claims are checked over it; a
 *   weekly reading opened on two days of one week is one reading).
 * - `daily`: a reader may come back to the tab every day, so no sentence may come back within 30
 *   days. Readings of a drawn spread (tarot, angel cards) are not: two draws of one card are
 *   meant to share its meaning.
 * - `tabsDiffer`: the tabs are views of one page a reader flips between (calendar categories,
 *   a topic list), so they must not read alike; sample dreams are not tabs.
 */
export type ReaderPeriod = 'daily' | 'weekly' | 'monthly' | 'next30';

export interface ReaderTab {
  name: string;
  period: ReaderPeriod;
  request: (sign: SignId, date: IsoDate) => ReadingRequest;
}

export interface ReaderPage {
  feature: string;
  daily: boolean;
  /** Readings that do not change with the date (a natal chart) are read on one day only. */
  days?: number;
  /** False for chart readings: their placements are a birth chart's, not the sky of the day read. */
  skyClaims?: boolean;
  tabsDiffer: boolean;
  tabs: ReaderTab[];
}

const tab = (name: string, request: ReaderTab['request'], period: ReaderPeriod = 'daily'): ReaderTab => ({
  name,
  period,
  request,
});
const signIndex = (sign: SignId) => SIGN_IDS.indexOf(sign);
/** The sign's own draw among twelve sample draws (one per sign). */
function nth<T>(draws: readonly T[], index: number): T {
  const draw = draws[index];
  if (draw === undefined) throw new RangeError(`No sample draw ${index}`);
  return draw;
}
/** Pair pages read with one partner sign: the twelve signs side by side then share the partner. */
const PARTNER: SignId = 'scorpio';

/** The chat's sample questions: one reader asks each on every day. */
export const READER_CHAT_MESSAGES = [
  'Hello!',
  'What does today hold for me?',
  'Will I find love this year?',
  'Should I ask for a raise at work?',
  'What should I focus on?',
] as const;

export const READER_PAGES: readonly ReaderPage[] = [
  {
    feature: 'horoscope',
    daily: true,
    tabsDiffer: true,
    tabs: PERIODS.map((period) =>
      tab(period, (sign, date) => ({ feature: 'horoscope', sign, period, date }), period),
    ),
  },
  {
    feature: 'love',
    daily: true,
    tabsDiffer: true,
    tabs: LOVE_FOCUS_IDS.map((focus) => tab(focus, (sign, date) => ({ feature: 'love', sign, focus, date }))),
  },
  {
    feature: 'career',
    daily: true,
    tabsDiffer: true,
    tabs: CAREER_TILE_IDS.map((tile) =>
      tab(tile, (sign, date) => ({ feature: 'career', sign, tile, date }), tilePeriod(tile)),
    ),
  },
  {
    feature: 'cosmic-calendar',
    daily: true,
    tabsDiffer: true,
    tabs: CALENDAR_CATEGORY_IDS.map((category) =>
      tab(category, (sign, date) => ({ feature: 'cosmic-calendar', sign, category, date }), 'next30'),
    ),
  },
  {
    feature: 'wellbeing',
    daily: true,
    tabsDiffer: true,
    tabs: WELLBEING_TOPIC_IDS.map((topic) =>
      tab(topic, (sign, date) => ({ feature: 'wellbeing', sign, topic, date })),
    ),
  },
  {
    feature: 'lucky-numbers',
    daily: true,
    tabsDiffer: true,
    tabs: LOTTERY_IDS.map((lottery) => tab(lottery, (sign, date) => sampleLuckyRequest(sign, lottery, date))),
  },
  {
    feature: 'numerology',
    daily: true,
    tabsDiffer: false,
    tabs: [
      tab('reading', (sign, date) =>
        sampleNumerologyRequest(
          NUMEROLOGY_SAMPLE_PEOPLE[signIndex(sign)] ?? NUMEROLOGY_SAMPLE_PEOPLE[0],
          date,
        ),
      ),
    ],
  },
  {
    feature: 'compatibility',
    daily: true,
    tabsDiffer: false,
    tabs: [
      tab(`with ${PARTNER}`, (sign, date) => ({
        feature: 'compatibility',
        firstSign: sign,
        secondSign: PARTNER,
        date,
      })),
    ],
  },
  {
    feature: 'relationship-analysis',
    daily: true,
    tabsDiffer: true,
    tabs: ANALYSIS_IDS.map((analysis) =>
      tab(analysis, (sign, date) => ({
        feature: 'relationship-analysis',
        analysis,
        firstSign: sign,
        ...(relationshipAnalysisTypes[analysis].requiresTwoSigns ? { secondSign: PARTNER } : {}),
        date,
      })),
    ),
  },
  {
    // The questions are separate conversations, not tabs of one page: within one conversation
    // the chat never repeats a sentence (its own tests), across them the day's sky may recur.
    feature: 'chat',
    daily: true,
    tabsDiffer: false,
    tabs: READER_CHAT_MESSAGES.map((message) =>
      tab(message, (sign, date) => ({
        feature: 'chat',
        personaId: PERSONA_IDS[signIndex(sign) % PERSONA_IDS.length] ?? 'luna',
        message,
        history: [],
        date,
        profile: { sign },
      })),
    ),
  },
  {
    feature: 'palmistry',
    daily: true,
    tabsDiffer: true,
    tabs: PALM_FOCUS_IDS.map((focus) =>
      tab(focus, (sign, date) => ({ feature: 'palmistry', sign, focus, date })),
    ),
  },
  {
    feature: 'sacred-geometry',
    daily: true,
    tabsDiffer: true,
    tabs: PATTERN_IDS.map((pattern) =>
      tab(pattern, (sign, date) => ({ feature: 'sacred-geometry', sign, pattern, date })),
    ),
  },
  {
    feature: 'mystical-personality',
    daily: true,
    tabsDiffer: true,
    tabs: ARCHETYPE_IDS.map((archetype) =>
      tab(archetype, (sign, date) => ({ feature: 'mystical-personality', sign, archetype, date })),
    ),
  },
  {
    feature: 'crystal-scrying',
    daily: true,
    tabsDiffer: true,
    tabs: CRYSTAL_IDS.map((crystal) =>
      tab(crystal, (sign, date) => ({ feature: 'crystal-scrying', sign, crystal, date })),
    ),
  },
  {
    feature: 'astro-yoga',
    daily: true,
    tabsDiffer: true,
    tabs: [...POSE_IDS, undefined].map((pose) =>
      tab(pose ?? 'general', (sign, date) => ({
        feature: 'astro-yoga',
        sign,
        ...(pose ? { pose } : {}),
        date,
      })),
    ),
  },
  {
    feature: 'zodiac-diet',
    daily: true,
    tabsDiffer: true,
    tabs: DIET_FOCUS_IDS.map((focus) =>
      tab(focus, (sign, date) => ({ feature: 'zodiac-diet', sign, focus, date })),
    ),
  },
  {
    feature: 'dream-oracle topics',
    daily: true,
    tabsDiffer: true,
    tabs: ORACLE_WISDOM_TOPIC_IDS.map((topic) =>
      tab(topic, (sign, date) => ({ feature: 'dream-oracle', kind: 'wisdom', topic, sign, date })),
    ),
  },
  {
    feature: 'dream-oracle dreams',
    daily: true,
    tabsDiffer: false,
    tabs: ORACLE_SAMPLE_DREAMS.map((dream, index) =>
      tab(`dream ${index + 1}`, (sign, date) => ({ ...dream, sign, date })),
    ),
  },
  {
    feature: 'dream-journal topics',
    daily: true,
    tabsDiffer: true,
    tabs: JOURNAL_WISDOM_TOPIC_IDS.map((topic) =>
      tab(topic, (sign, date) => ({ feature: 'dream-journal', kind: 'wisdom', topic, sign, date })),
    ),
  },
  {
    feature: 'dream-journal dreams',
    daily: true,
    tabsDiffer: false,
    tabs: JOURNAL_SAMPLE_DREAMS.map((dream, index) =>
      tab(`dream ${index + 1}`, (sign, date) => ({ ...dream, sign, date })),
    ),
  },
  {
    feature: 'angels daily-message',
    daily: true,
    tabsDiffer: false,
    tabs: [tab('daily-message', (sign, date) => ({ feature: 'angels', type: 'daily-message', sign, date }))],
  },
  {
    feature: 'angels readings',
    daily: false,
    tabsDiffer: false,
    tabs: ANGEL_SPREAD_IDS.map((spread) =>
      tab(spread, (sign, date) => nth(angelSampleGroup(spread, date), signIndex(sign))),
    ),
  },
  {
    feature: 'tarot',
    daily: false,
    tabsDiffer: false,
    tabs: TAROT_SPREAD_IDS.map((spread) =>
      tab(spread, (sign, date) => nth(sampleGroup(spread, 'full', date, 'reader'), signIndex(sign))),
    ),
  },
  {
    feature: 'birth-chart',
    daily: false,
    days: 1,
    skyClaims: false,
    tabsDiffer: false,
    tabs: [
      tab('natal', (sign) => ({
        feature: 'birth-chart',
        person: nth(QUALITY_SAMPLE_PEOPLE, signIndex(sign)),
      })),
    ],
  },
  {
    feature: 'advanced-chart',
    daily: false,
    days: 1,
    skyClaims: false,
    tabsDiffer: false,
    tabs: CHART_TYPE_IDS.map((chartType) =>
      tab(chartType, (sign) => qualitySampleRequest(chartType, signIndex(sign))),
    ),
  },
];
