import { type Sign, type SignId, signs } from '../../content/signs';
import type { Period } from '../../contract/common';
import { type SkyFacts, skyForDate } from '../../sky/daily-sky';
import {
  type IsoDate,
  addDays,
  daysBetween,
  monthStart,
  monthYearLabel,
  shortDateLabel,
  weekRange,
  weekRangeLabel,
} from '../../time/calendar-date';
import { elementAffirmations, generalAffirmations } from './bank/affirmations';
import { adviceLines, closingLines } from './bank/advice-lines';
import { aspectLines } from './bank/aspect-lines';
import { THEME_IDS, type ThemeId, elementThemeLines } from './bank/element-theme-lines';
import { monthlyHeadlines, phaseHeadlines, weeklyHeadlines } from './bank/headlines';
import { modalityLines } from './bank/modality-lines';
import { moonSignLines } from './bank/moon-sign-lines';
import {
  lunationLines,
  monthlyIntros,
  moonPathLines,
  moonVisitLines,
  sunIngressLines,
  weeklyIntros,
} from './bank/period-lines';
import { phaseOpeners } from './bank/phase-openers';
import { coRulerLines, rulerLines } from './bank/ruler-lines';
import { birthdaySeasonLines, sunSeasonLines } from '../../compose/bank/sun-season-lines';
import { moonAspect } from '../../compose/moon-aspect';
import { planetNames } from '../../compose/planet-names';
import { aspectFact, eventFacts, moonFact, signFact, signName, spanLabel } from '../../compose/reading-facts';
import { type ReadingWriter, createReadingWriter, joinNames, percentLit } from '../../compose/reading-writer';
import {
  LUNATION_IDS,
  type LunationId,
  type SkyEvent,
  type SkySurvey,
  moonVisits,
  surveySky,
} from '../../compose/sky-survey';
import type { Slots } from '../../compose/template';
import type { ComposedReading } from '../../compose/composed-reading';

/**
 * The offline composer: a horoscope written locally from our own sentence bank and the real
 * sky (astronomy-engine via skyForDate), used when no provider key is set and by the client
 * when the server is unreachable. Deterministic for (sign, period, date).
 */
export interface HoroscopeInput {
  sign: SignId;
  period: Period;
  date: IsoDate;
}

interface Draft {
  headline: string;
  paragraphs: string[];
  affirmation: string;
  facts: string[];
}

const PERIOD_WORDS = { daily: 'today', weekly: 'this week', monthly: 'this month' } as const satisfies Record<
  Period,
  string
>;
const OPENING_WORDS = {
  daily: 'today',
  weekly: 'as the week opens',
  monthly: 'as the month begins',
} as const satisfies Record<Period, string>;

export function composeHoroscope(input: HoroscopeInput): ComposedReading {
  const draft = periodComposers[input.period](signs[input.sign], input.date);
  const body = draft.paragraphs.join('\n\n');
  return {
    headline: draft.headline,
    body,
    affirmation: draft.affirmation,
    facts: draft.facts,
    markdown: [`**${draft.headline}**`, body, `*Affirmation: ${draft.affirmation}*`].join('\n\n'),
  };
}

const periodComposers = {
  daily: composeDaily,
  weekly: composeWeekly,
  monthly: composeMonthly,
} as const satisfies Record<Period, (sign: Sign, date: IsoDate) => Draft>;

function composeDaily(sign: Sign, date: IsoDate): Draft {
  const sky = skyForDate(date);
  const writer = writerFor(sign, 'daily', date, sky);
  const [themeA, themeB] = writer.pickDistinct(THEME_IDS, 2);
  return {
    headline: writer.line(phaseHeadlines[sky.moon.phase]),
    paragraphs: [
      [
        writer.line(phaseOpeners[sky.moon.phase]),
        writer.line(moonSignLines[sky.moon.sign]),
        writer.line(aspectLines[moonAspect(sky.moon.sign, sign.id)]),
      ],
      [...natureLines(writer, sign, 0.4), themeLine(writer, sign, themeA)],
      [themeLine(writer, sign, themeB), seasonLine(writer, sign, sky), writer.line(adviceLines)],
    ].map(paragraph),
    affirmation: affirmationFor(writer, sign),
    facts: [moonFact(sky), `Sun in ${signName(sky.sun.sign)}`, aspectFact(sky, sign), signFact(sign)],
  };
}

function composeWeekly(sign: Sign, date: IsoDate): Draft {
  const { start } = weekRange(date);
  const survey = surveySky(start, 7);
  const opening = firstSky(survey);
  const moonPath = uniqueInOrder(survey.days.map((day) => signName(day.sky.moon.sign)));
  const writer = writerFor(sign, 'weekly', start, opening, {
    range: weekRangeLabel(date),
    moonSigns: joinNames(moonPath),
  });
  const visit = moonVisits(survey.days, sign.id)[0];
  const [themeA, themeB, themeC] = writer.pickDistinct(THEME_IDS, 3);
  return {
    headline: writer.line(weeklyHeadlines),
    paragraphs: [
      [writer.line(weeklyIntros), writer.line(phaseOpeners[opening.moon.phase]), writer.line(moonPathLines)],
      [
        ...eventLines(writer, survey),
        visit
          ? writer.line(moonVisitLines, { eventDate: spanLabel(visit.first, visit.last) })
          : writer.line(aspectLines[moonAspect(opening.moon.sign, sign.id)]),
      ],
      [...natureLines(writer, sign, 0.5), themeLine(writer, sign, themeA), themeLine(writer, sign, themeB)],
      [
        themeLine(writer, sign, themeC),
        ...(survey.sunIngresses.length === 0 ? [seasonLine(writer, sign, opening)] : []),
        writer.line(adviceLines),
        writer.line(closingLines),
      ],
    ].map(paragraph),
    affirmation: affirmationFor(writer, sign),
    facts: [
      `Week of ${weekRangeLabel(date)}`,
      `${shortDateLabel(start)}: ${moonFact(opening)}`,
      `Moon travels through ${joinNames(moonPath)}`,
      ...eventFacts(survey, opening),
      ...(visit ? [`Moon in ${sign.name} around ${spanLabel(visit.first, visit.last)}`] : []),
      signFact(sign),
    ],
  };
}

function composeMonthly(sign: Sign, date: IsoDate): Draft {
  const first = monthStart(date);
  const dayCount = daysBetween(first, monthStart(addDays(first, 31)));
  const survey = surveySky(first, dayCount);
  const opening = firstSky(survey);
  const writer = writerFor(sign, 'monthly', first.slice(0, 7), opening, { range: monthYearLabel(first) });
  const visit = moonVisits(survey.days, sign.id)[0];
  const themes = writer.pickDistinct(THEME_IDS, 4);
  return {
    headline: writer.line(monthlyHeadlines),
    paragraphs: [
      [
        writer.line(monthlyIntros),
        writer.line(phaseOpeners[opening.moon.phase]),
        seasonLine(writer, sign, opening),
      ],
      [
        ...eventLines(writer, survey, ['new-moon', 'full-moon']),
        ...(visit ? [writer.line(moonVisitLines, { eventDate: spanLabel(visit.first, visit.last) })] : []),
      ],
      [...natureLines(writer, sign, 1), ...themes.slice(0, 2).map((theme) => themeLine(writer, sign, theme))],
      [
        ...themes.slice(2).map((theme) => themeLine(writer, sign, theme)),
        writer.line(adviceLines),
        writer.line(closingLines),
      ],
    ].map(paragraph),
    affirmation: affirmationFor(writer, sign),
    facts: [
      `Month of ${monthYearLabel(first)}`,
      `${shortDateLabel(first)}: ${moonFact(opening)}`,
      ...eventFacts(survey, opening),
      ...(visit ? [`Moon in ${sign.name} around ${spanLabel(visit.first, visit.last)}`] : []),
      signFact(sign),
    ],
  };
}

/** The seed key is the period's own date key, so every day of a week reads the same weekly text. */
function writerFor(
  sign: Sign,
  period: Period,
  dateKey: string,
  sky: SkyFacts,
  extraSlots: Slots = {},
): ReadingWriter {
  return createReadingWriter(`${sign.id}|${period}|${dateKey}`, {
    sign: sign.name,
    element: sign.element,
    modality: sign.modality,
    ruler: planetNames[sign.ruler],
    classicalRuler: planetNames[sign.classicalRuler],
    period: PERIOD_WORDS[period],
    opening: OPENING_WORDS[period],
    moonSign: signName(sky.moon.sign),
    sunSign: signName(sky.sun.sign),
    illumination: percentLit(sky.moon.illumination),
    ...extraSlots,
  });
}

const paragraph = (sentences: readonly string[]) => sentences.join(' ');

/** Ruler, sometimes the classical co-ruler, and modality: what the sign brings to the sky. */
function natureLines(writer: ReadingWriter, sign: Sign, coRulerChance: number): string[] {
  const lines = [writer.line(rulerLines[sign.ruler])];
  if (sign.classicalRuler !== sign.ruler && writer.chance(coRulerChance)) {
    lines.push(writer.line(coRulerLines));
  }
  lines.push(writer.line(modalityLines[sign.modality]));
  return lines;
}

const themeLine = (writer: ReadingWriter, sign: Sign, theme: ThemeId | undefined) =>
  writer.line(elementThemeLines[sign.element][theme ?? 'love']);

const seasonLine = (writer: ReadingWriter, sign: Sign, sky: SkyFacts) =>
  sky.sun.sign === sign.id ? writer.line(birthdaySeasonLines) : writer.line(sunSeasonLines[sky.sun.sign]);

function affirmationFor(writer: ReadingWriter, sign: Sign): string {
  return writer.pick([...elementAffirmations[sign.element], ...generalAffirmations]);
}

function eventLines(
  writer: ReadingWriter,
  survey: SkySurvey,
  kinds: readonly LunationId[] = LUNATION_IDS,
): string[] {
  const lunations = survey.lunations
    .filter((event) => kinds.includes(event.kind))
    .map((event) => ({ date: event.date, text: writer.line(lunationLines[event.kind], eventSlots(event)) }));
  const ingresses = survey.sunIngresses.map((event) => ({
    date: event.date,
    text: writer.line(sunIngressLines, eventSlots(event)),
  }));
  // In calendar order, so the paragraph reads as the period unfolds.
  return [...lunations, ...ingresses]
    .sort((first, second) => first.date.localeCompare(second.date))
    .map((event) => event.text);
}

const eventSlots = (event: SkyEvent<string>) => ({
  eventDate: shortDateLabel(event.date),
  eventSign: signName(event.sign),
});

function firstSky(survey: SkySurvey): SkyFacts {
  const first = survey.days[0];
  if (!first) throw new RangeError('A sky survey needs at least one day');
  return first.sky;
}

function uniqueInOrder(names: readonly string[]): string[] {
  return names.filter((name, index) => names.indexOf(name) === index);
}
