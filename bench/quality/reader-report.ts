import { readFileSync, writeFileSync } from 'node:fs';
import { SIGN_IDS } from '@core/content/signs';
import { composeReading } from '@core/features/reading-recipes';
import { type IsoDate, addDays } from '@core/time/calendar-date';
import { clausesOf, lintReading, overusedClauses } from '@core/compose/quality/composer-lint';
import { maskedSharing, openingOf, repeatsOverDays, wordCount } from '@core/compose/quality/reader-stats';
import { type ClaimSpan, falseSkyClaims, spanOf } from '@core/compose/quality/sky-claims';
import { READER_PAGES, type ReaderPage, type ReaderPeriod } from './reader-pages';

/**
 * The returning reader's report (issue 24): every page read by twelve signs on sixty consecutive
 * days, measured against the goals below. A page that has not reached a goal yet may not get
 * worse than the figure recorded in reader-baseline.json (a ratchet); `--update-baseline`
 * records the current figures once they improve.
 */

export const READER_GOALS = {
  repeats30: 0,
  seenBefore60: 0.02,
  signSharing: 0.15,
  tabSharing: 0.1,
  openingsPerMonth: 40,
  shortReadings: 0,
  minWords: 120,
  lintHits: 0,
  falseClaims: 0,
} as const;

export interface PageFigures {
  readings: number;
  repeats30: number;
  seenBefore60: number;
  signSharing: number;
  tabSharing: number;
  openingsPerMonth: number;
  shortReadings: number;
  lintHits: number;
  falseClaims: number;
}

type Figure = Exclude<keyof PageFigures, 'readings'>;
/** Figures where larger is better; for the rest smaller is better. */
const HIGHER_IS_BETTER: ReadonlySet<Figure> = new Set(['openingsPerMonth']);
/** Examples kept per figure for `-v`; READER_VERBOSE_LINES raises it when a page has many hits to fix. */
const VERBOSE_LINES = Number(process.env.READER_VERBOSE_LINES ?? 3);

const spanFor = (date: IsoDate, period: ReaderPeriod): ClaimSpan =>
  period === 'next30' ? { date, from: date, to: addDays(date, 29) } : spanOf(date, period);

interface Examples {
  [figure: string]: string[];
}

function measurePage(page: ReaderPage, from: IsoDate, allDays: number, examples: Examples): PageFigures {
  const days = page.days ?? allDays;
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index));
  // text[tab][sign][day]
  const text = page.tabs.map((tab) =>
    SIGN_IDS.map((sign) => dates.map((date) => composeReading(tab.request(sign, date)))),
  );
  const note = (figure: string, line: string) => {
    const list = (examples[figure] ??= []);
    if (list.length < VERBOSE_LINES) list.push(line);
  };
  const figures: PageFigures = {
    readings: 0,
    repeats30: 0,
    seenBefore60: 0,
    signSharing: 0,
    tabSharing: 0,
    openingsPerMonth: Number.POSITIVE_INFINITY,
    shortReadings: 0,
    lintHits: 0,
    falseClaims: 0,
  };
  let seen = 0;
  let sentences = 0;
  const all: string[] = [];
  page.tabs.forEach((tab, tabIndex) => {
    SIGN_IDS.forEach((sign, signIndex) => {
      const readings = text[tabIndex]?.[signIndex] ?? [];
      if (page.daily) {
        const repeats = repeatsOverDays(
          readings.map((reading, day) => ({ date: dates[day] ?? from, text: reading })),
          30,
        );
        figures.repeats30 += repeats.repeats;
        seen += repeats.seenBefore;
        sentences += repeats.total;
        for (const example of repeats.examples) note('repeats30', `${tab.name}/${sign}: “${example}”`);
      }
      readings.forEach((reading, day) => {
        const date = dates[day] ?? from;
        if (day > 0 && reading === readings[day - 1]) return;
        figures.readings += 1;
        all.push(reading);
        const words = wordCount(reading);
        if (words < READER_GOALS.minWords) {
          figures.shortReadings += 1;
          note('shortReadings', `${tab.name}/${sign}/${date}: ${words} words`);
        }
        for (const hit of lintReading(reading)) {
          figures.lintHits += 1;
          note('lintHits', `${hit.rule}: “${hit.excerpt}” (${tab.name}/${sign}/${date})`);
        }
        const claims = page.skyClaims === false ? [] : falseSkyClaims(reading, spanFor(date, tab.period));
        for (const claim of claims) {
          figures.falseClaims += 1;
          note('falseClaims', `${date} ${tab.name}/${sign}: “${claim.claim}”: ${claim.reason}`);
        }
      });
    });
    dates.forEach((date, day) => {
      const sharing = maskedSharing(
        SIGN_IDS.map((_sign, signIndex) => text[tabIndex]?.[signIndex]?.[day] ?? ''),
      );
      if (sharing.rate > READER_GOALS.signSharing)
        for (const example of sharing.examples)
          note('signSharing', `${tab.name} ${date} ${(sharing.rate * 100).toFixed(1)}%: “${example}”`);
      figures.signSharing = Math.max(figures.signSharing, sharing.rate);
    });
  });
  figures.seenBefore60 = sentences === 0 ? 0 : seen / sentences;
  if (page.tabsDiffer && page.tabs.length > 1) {
    SIGN_IDS.forEach((sign, signIndex) =>
      dates.forEach((date, day) => {
        const sharing = maskedSharing(
          page.tabs.map((_tab, tabIndex) => text[tabIndex]?.[signIndex]?.[day] ?? ''),
        );
        if (sharing.rate > figures.tabSharing) {
          figures.tabSharing = sharing.rate;
          (examples.tabSharing ??= []).unshift(`${sign} ${date}: “${sharing.examples[0] ?? ''}”`);
        }
      }),
    );
  }
  for (let start = 0; start + 30 <= days; start += 30) {
    const openings = new Set<string>();
    for (const byTab of text)
      for (const bySign of byTab)
        for (const reading of bySign.slice(start, start + 30)) openings.add(openingOf(reading));
    figures.openingsPerMonth = Math.min(figures.openingsPerMonth, openings.size);
  }
  // A page read on fewer than 30 days (a natal chart) has no month: there the goal is that every
  // reading opens its own way, recorded as the monthly goal when it holds.
  if (!Number.isFinite(figures.openingsPerMonth)) {
    const readings = text.flat(2);
    const distinct = new Set(readings.map(openingOf)).size;
    figures.openingsPerMonth = distinct === readings.length ? READER_GOALS.openingsPerMonth : distinct;
  }
  // A chart page holds a dozen readings per chart type, each type framed by its own sentences: the
  // over-used clause check is for pages read again and again, not for these.
  for (const clause of page.days === 1 ? [] : overusedClauses(all)) {
    figures.lintHits += 1;
    note('lintHits', `clause in ${(clause.share * 100).toFixed(0)}% of readings: “${clause.clause}”`);
  }
  void clausesOf;
  return figures;
}

const goalMet = (figure: Figure, value: number): boolean => {
  switch (figure) {
    case 'repeats30':
      return value <= READER_GOALS.repeats30;
    case 'seenBefore60':
      return value <= READER_GOALS.seenBefore60;
    case 'signSharing':
      return value <= READER_GOALS.signSharing;
    case 'tabSharing':
      return value <= READER_GOALS.tabSharing;
    case 'openingsPerMonth':
      return value >= READER_GOALS.openingsPerMonth;
    case 'shortReadings':
      return value <= READER_GOALS.shortReadings;
    case 'lintHits':
      return value <= READER_GOALS.lintHits;
    case 'falseClaims':
      return value <= READER_GOALS.falseClaims;
  }
};

const FIGURES: readonly Figure[] = [
  'repeats30',
  'seenBefore60',
  'signSharing',
  'tabSharing',
  'openingsPerMonth',
  'shortReadings',
  'lintHits',
  'falseClaims',
];
const HEADINGS: Record<Figure, string> = {
  repeats30: 'rep30',
  seenBefore60: 'seen60',
  signSharing: 'signs',
  tabSharing: 'tabs',
  openingsPerMonth: 'opens',
  shortReadings: '<120w',
  lintHits: 'lint',
  falseClaims: 'sky✗',
};
const show = (figure: Figure, value: number): string =>
  ['seenBefore60', 'signSharing', 'tabSharing'].includes(figure)
    ? `${(value * 100).toFixed(1)}%`
    : String(value);

export interface ReaderOptions {
  from: IsoDate;
  days: number;
  only?: string;
  baselinePath: string;
  updateBaseline: boolean;
  verbose: boolean;
}

/** Runs the report; returns the number of figures that regressed past the baseline. */
export function reportReaders(options: ReaderOptions): number {
  const started = performance.now();
  const baseline = readBaseline(options.baselinePath);
  const next: Record<string, PageFigures> = { ...baseline };
  let regressions = 0;
  let goalsMissed = 0;
  console.info(
    `\nreturning reader: ${options.days} days from ${options.from} × 12 signs (goal: ${FIGURES.map((figure) => HEADINGS[figure]).join(', ')})`,
  );
  console.info(
    `${'page'.padEnd(24)} ${FIGURES.map((figure) => HEADINGS[figure].padStart(7)).join(' ')}  readings`,
  );
  for (const page of READER_PAGES) {
    if (options.only && !page.feature.includes(options.only)) continue;
    const examples: Examples = {};
    const figures = measurePage(page, options.from, options.days, examples);
    const recorded = baseline[page.feature];
    const cells = FIGURES.map((figure) => {
      const value = figures[figure];
      const met = goalMet(figure, value);
      const previous = recorded?.[figure];
      const worse =
        previous !== undefined &&
        !met &&
        (HIGHER_IS_BETTER.has(figure) ? value < previous : value > previous + 1e-9);
      if (!met) goalsMissed += 1;
      if (worse || (!met && previous === undefined)) regressions += 1;
      return `${worse ? '✖' : met ? ' ' : '·'}${show(figure, value)}`.padStart(7);
    });
    console.info(`${page.feature.padEnd(24)} ${cells.join(' ')}  ${figures.readings}`);
    if (options.verbose)
      for (const [figure, lines] of Object.entries(examples))
        for (const line of lines) console.info(`    ${figure}: ${line.slice(0, 220)}`);
    next[page.feature] = figures;
  }
  console.info(
    `(blank: goal met; ·: goal not met yet, no worse than reader-baseline.json; ✖: worse than recorded) ` +
      `${goalsMissed} figure(s) short of the goal, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (options.updateBaseline) {
    writeFileSync(options.baselinePath, `${JSON.stringify(next, null, 2)}\n`);
    console.info(`Recorded the figures in ${options.baselinePath}.`);
  }
  return regressions;
}

function readBaseline(path: string): Record<string, PageFigures> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, PageFigures>;
  } catch {
    return {};
  }
}
