import type { BirthChartRequest } from '@core/features/birth-chart/birth-chart-request';
import { ELEMENTS, type Element, signs } from '@core/content/signs';
import type { Aspect } from '@core/sky/aspects';
import type { NatalChart } from '@core/sky/chart';
import type { AstrologerChart } from '@core/sky/astrologer-chart';
import { zodiacPlace } from '@core/sky/zodiac-place';
import { HOUSE_SYSTEM_NAMES } from '@core/sky/house-systems';
import type { BodyId } from '@core/sky/body-ids';
import { arcLabel, placeLabel } from '@core/compose/placement-labels';
import { ASPECT_WORDS, BODY_NAMES } from '@core/content/body-names';
import { READING_BODY_IDS } from '@core/sky/advanced/reading-bodies';
import { isTimeKnown } from '@core/compose/reading-sky';
import { castBirthChart } from '@core/features/birth-chart/birth-chart-sky';
import { natalViewOf } from '@core/sky/natal-view';
import { birthData, moonDayLine, nameLabel, quotedAs } from '@core/compose/prompt/birth-data';
import { chartPointLines, extraBodyRows, zodiacLine } from '@core/compose/prompt/chart-frame';
import { type ReadingPrompt, readingPrompt } from '@core/compose/prompt/reading-prompt';

/**
 * The birth-chart prompt. The server casts the chart (core/sky/chart.ts) and hands the model
 * the placements as a table, so the reading interprets real positions and never has to work
 * them out itself, which language models do badly.
 */

/** Enough contacts for a 600-word reading; the tightest ones matter most. */
export const BIRTH_CHART_ASPECT_LIMIT = 12;

/** Sun to Pluto; the nodes have no element of their own. */
const ELEMENT_BODIES = READING_BODY_IDS.filter((id) => id !== 'trueNode');

export const BIRTH_CHART_SYSTEM_MESSAGE = [
  'You are an expert natal astrologer writing for Cosmic Guide, an astrology app. You interpret the',
  'birth chart you are given, warmly and concretely, speaking to the person as "you".',
  '',
  'Interpret ONLY the placements listed in the message: the signs, degrees, houses, angles and aspects',
  'there are already exact. Never recompute, correct or add positions, houses, aspects or dignities',
  'that are not listed. Name the placement behind each claim, for example "Sun in Leo, 5th house" or',
  '"Moon square Saturn". When the birth time is unknown, say nothing about houses, the Ascendant or',
  'the Midheaven, and treat the Moon as the message describes it.',
  '',
  'Say once, near the start, which zodiac the chart is read in, as the message gives it (tropical, or',
  "sidereal with its ayanamsa), and use only that zodiac's signs. Read Chiron and Black Moon Lilith, and",
  'the Part of Fortune and the Vertex when they are listed, briefly and from their listed sign and house.',
  '',
  'Astrology here is for reflection and entertainment: describe tendencies and potentials, never fixed',
  'fate. Do not give medical, legal or financial advice.',
  '',
  'Write 400 to 600 words in markdown: a short opening, then a few "##" sections (for example the',
  'core self: Sun, Moon and Ascendant; mind, heart and drive; the strongest aspects; growth and',
  'purpose), with a few **bold** phrases. Never write HTML tags, code blocks, links or images. Close',
  'with a one-line affirmation in italics.',
].join('\n');

const pad = (value: number) => String(value).padStart(2, '0');

function bodyTable(chart: NatalChart, sky: AstrologerChart): string[] {
  const withHouses = chart.houses !== undefined;
  const header = withHouses ? 'Body | Sign | Degree | House | Motion' : 'Body | Sign | Degree | Motion';
  const rows = READING_BODY_IDS.map((id) => {
    const body = chart.bodies[id];
    const cells = [BODY_NAMES[id], signs[body.sign].name, `${body.degree}°${pad(body.minute)}′`];
    if (withHouses) cells.push(String(body.house ?? ''));
    cells.push(body.retrograde ? 'retrograde' : 'direct');
    return cells.join(' | ');
  });
  return [header, ...rows, ...extraBodyRows(sky, withHouses)];
}

function angleLines(chart: NatalChart): string[] {
  const houses = chart.houses;
  if (!houses) return [];
  const chartRuler = signs[zodiacPlace(houses.asc).sign];
  const rulerBody = chart.bodies[chartRuler.ruler];
  const fallback = houses.fallback
    ? ` (${HOUSE_SYSTEM_NAMES[houses.fallback.from]} was asked for, but ${HOUSE_SYSTEM_NAMES[houses.fallback.from]} houses are undefined beyond the polar circle (|latitude| ≥ ${houses.fallback.polarLimit.toFixed(2)}°), where some degrees of the ecliptic never rise or set. ${HOUSE_SYSTEM_NAMES[houses.fallback.to]} is used instead.)`
    : '';
  const cusps = houses.cusps.map((cusp, index) => `${index + 1} ${placeLabel(cusp)}`).join(', ');
  return [
    'Angles and houses:',
    `- ASC (Ascendant): ${placeLabel(houses.asc)}`,
    `- MC (Midheaven): ${placeLabel(houses.mc)}`,
    `- Chart ruler (ruler of the Ascendant's sign): ${BODY_NAMES[chartRuler.ruler]}, in ${signs[rulerBody.sign].name}${rulerBody.house === undefined ? '' : `, house ${rulerBody.house}`}`,
    `- House system: ${HOUSE_SYSTEM_NAMES[houses.system]}${fallback}`,
    `- House cusps: ${cusps}`,
  ];
}

const involvesMoon = (aspect: Aspect<BodyId>) => aspect.a === 'moon' || aspect.b === 'moon';

function aspectLines(chart: NatalChart, timeKnown: boolean): string[] {
  const lines = chart.aspects
    .filter((aspect) => aspect.a !== 'meanNode' && aspect.b !== 'meanNode')
    .sort((first, second) => first.orb - second.orb)
    .slice(0, BIRTH_CHART_ASPECT_LIMIT)
    .map((aspect) => {
      const note = !timeKnown && involvesMoon(aspect) ? '; the Moon’s orb is approximate' : '';
      return `- ${BODY_NAMES[aspect.a]} ${ASPECT_WORDS[aspect.type]} ${BODY_NAMES[aspect.b]}: orb ${arcLabel(aspect.orb)}, ${aspect.applying ? 'applying' : 'separating'}${note}`;
    });
  return lines.length > 0
    ? ['Tightest aspects (orb = distance from exact):', ...lines]
    : ['No major aspects within orb.'];
}

function elementBalance(chart: NatalChart): string {
  const counts = Object.fromEntries(ELEMENTS.map((element) => [element, 0])) as Record<Element, number>;
  for (const id of ELEMENT_BODIES) counts[signs[chart.bodies[id].sign].element] += 1;
  return `Element balance of the ten planets: ${ELEMENTS.map((element) => `${element} ${counts[element]}`).join(', ')}.`;
}

export function buildBirthChartPrompt(request: BirthChartRequest): ReadingPrompt {
  const { person } = request;
  const sky = castBirthChart(request);
  const chart = natalViewOf(sky);
  const timeKnown = isTimeKnown(person);
  const timing = timeKnown
    ? person.place
      ? []
      : [
          'No birthplace was given, so there are no houses, Ascendant or Midheaven; speak of signs and aspects only.',
        ]
    : [
        "Birth time unknown: no houses or Ascendant; the Moon's sign may be uncertain.",
        'The positions below are for local noon of the birth date. The planets move little in a day; the Moon’s degree is approximate.',
        moonDayLine(person, request.zodiac),
      ];
  const birth = birthData(person, 'person');
  const name = quotedAs(nameLabel('person'));
  const user = [
    `Interpret the natal chart of the person whose name is ${name}.`,
    '',
    ...birth.lines,
    ...timing,
    '',
    zodiacLine(sky.zodiac),
    '',
    'Planets and points:',
    ...bodyTable(chart, sky),
    '',
    ...angleLines(chart),
    ...chartPointLines(sky),
    ...(chart.houses ? [''] : []),
    ...aspectLines(chart, timeKnown),
    '',
    elementBalance(chart),
    '',
    `Write their birth-chart reading from these placements, calling them by the name in ${name}.`,
  ];
  return readingPrompt({
    system: BIRTH_CHART_SYSTEM_MESSAGE,
    user: user.join('\n'),
    userData: birth.userData,
  });
}
