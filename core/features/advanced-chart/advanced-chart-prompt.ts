import type { BirthMoment } from '@core/contract/birth-moment';
import type { AdvancedChartRequest } from '@core/features/advanced-chart/advanced-chart-request';
import { signs } from '@core/content/signs';
import { computeAstrologerChart } from '@core/sky/astrologer-chart';
import type { ZodiacChoice } from '@core/sky/zodiacs';
import { CHART_TYPES, type ChartTypeId } from '@core/features/advanced-chart/chart-types';
import { coordinatesLabel } from '@core/compose/placement-labels';
import { chartNotes } from '@core/features/advanced-chart/chart-notes';
import { chartSummary } from '@core/features/advanced-chart/chart-summary';
import { computeRequestedChart } from '@core/features/advanced-chart/requested-chart';
import { chartFrameLine, chartFrameOf } from '@core/features/advanced-chart/chart-frame-note';
import { birthData, nameLabel, quotedAs } from '@core/compose/prompt/birth-data';
import { type ReadingPrompt, readingPrompt } from '@core/compose/prompt/reading-prompt';
import type { UserDataField } from '@core/compose/prompt/user-data';
import { PLACE_NAME_MAX_LENGTH } from '@core/contract/birth-moment';
import { fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The Advanced Charts prompt (tool spec §7: "takes the chart id, the two signs and the form
 * fields"). The server computes the chart with core/sky/advanced and passes its summary lines
 * (core/features/advanced-chart/summary-lines);
 * the model interprets them and never casts anything itself.
 */
interface ChartGuide {
  /** Completes "an astrologer specialised in …". */
  specialist: string;
  /** What the reading should be about. */
  focus: string;
  /** Said plainly where a reader might take the reading as professional advice. */
  caution?: string;
}

export const ADVANCED_CHART_GUIDES = {
  synastry: {
    specialist: 'synastry, the comparison of two birth charts',
    focus: 'how the two people meet: attraction, ease, friction and what each helps the other grow into',
  },
  composite: {
    specialist: 'composite charts, the midpoint chart of a relationship',
    focus: 'the relationship as a being of its own: its purpose, its gifts and its growing edges',
  },
  davison: {
    specialist: 'Davison relationship charts',
    focus: "the relationship's own birth chart: its character, its rhythm and the path it seems to walk",
  },
  progressed: {
    specialist: 'secondary progressions',
    focus:
      'the inner development of this season of life: the progressed Sun and Moon and their contacts with the birth chart',
  },
  'solar-return': {
    specialist: 'solar returns',
    focus: 'the themes of the current birthday year and where its energy gathers',
  },
  'lunar-return': {
    specialist: 'lunar returns',
    focus: 'the mood and priorities of the month until the next lunar return',
  },
  relocation: {
    specialist: 'relocation charts',
    focus: 'which areas of life the new place brings forward as the angles and houses shift',
  },
  medical: {
    specialist: 'the reflective tradition of medical astrology',
    focus: 'body awareness, daily rhythms, rest and recovery',
    caution:
      'This is not medical advice: speak only of tendencies and gentle well-being habits, never of diagnoses, treatments or health predictions, and suggest a qualified health professional for any concern.',
  },
  financial: {
    specialist: 'financial astrology as a tool for reflection',
    focus: 'attitudes to earning, spending, sharing and security',
    caution:
      'This is not financial advice: speak only of tendencies and attitudes to money, never of investments, amounts or market predictions, and suggest a qualified adviser for real decisions.',
  },
  vocational: {
    specialist: 'vocational astrology',
    focus: 'talents, working style and the kinds of work that may feel like a calling',
    caution:
      'This is not career advice: speak only of tendencies, strengths and fitting kinds of work, never promise jobs or outcomes, and suggest a career professional for real decisions.',
  },
} as const satisfies Record<ChartTypeId, ChartGuide>;

export function advancedChartSystemMessage(chartType: ChartTypeId): string {
  const guide: ChartGuide = ADVANCED_CHART_GUIDES[chartType];
  return [
    `You are an astrologer specialised in ${guide.specialist}, writing for Cosmic Guide, an astrology app.`,
    'You speak to the reader as "you", warmly and concretely.',
    '',
    'Interpret ONLY the computed facts in the message: every position, house, aspect and date there is',
    'already exact. Never recompute, correct or add positions, aspects, houses or dates. Name the fact behind',
    'each claim (for example "your Venus trine their Mars"). Respect the notes about missing birth times or',
    'places: do not speak of houses or angles the facts do not list. Say once which zodiac and house system',
    "the chart is read in, as the message gives them, and use only that zodiac's signs.",
    '',
    'Astrology here is for reflection and entertainment: describe tendencies and potentials, never fixed',
    `fate.${guide.caution ? ` ${guide.caution}` : ' Do not give medical, legal or financial advice.'}`,
    '',
    'Write 400 to 600 words in markdown: a short opening, a few "##" sections and a few **bold** phrases.',
    'Never write HTML tags, code blocks, links or images. Close with a one-line affirmation in italics.',
  ].join('\n');
}

/** The sign chosen on the page, and the chart's own Sun sign when they differ. */
function signLine(
  chosen: AdvancedChartRequest['firstSign'],
  person: BirthMoment,
  zodiac: ZodiacChoice,
): string {
  // The chart's own Sun, in the zodiac the chart is read in.
  const sunSign = computeAstrologerChart({ utc: new Date(person.utc), zodiac }).bodies.sun.sign;
  const differs =
    sunSign === chosen ? '' : ` (the chart itself has the Sun in ${signs[sunSign].name}; go by the chart)`;
  return `Sun sign chosen: ${signs[chosen].name} ${signs[chosen].symbol}${differs}`;
}

const TARGET_LABEL = 'target_location';

/** A relocation's destination: its name is the visitor's words, its coordinates are facts. */
function targetLocationOf({ targetLocation }: AdvancedChartRequest): {
  userData: UserDataField[];
  lines: string[];
} {
  if (!targetLocation) return { userData: [], lines: [] };
  return {
    userData: [{ label: TARGET_LABEL, value: targetLocation.name, maxLength: PLACE_NAME_MAX_LENGTH }],
    lines: [`Target location: ${quotedAs(TARGET_LABEL)}, at ${coordinatesLabel(targetLocation)}`],
  };
}

export function buildAdvancedChartPrompt(request: AdvancedChartRequest): ReadingPrompt {
  const type = CHART_TYPES[request.chartType];
  const guide: ChartGuide = ADVANCED_CHART_GUIDES[request.chartType];
  const chart = computeRequestedChart(request);
  const frame = chartFrameOf(request);
  const notes = chartNotes(chart);
  const partner = type.requiresTwoSigns ? request.partner : undefined;
  const first = birthData(request.person, 'person');
  const second = partner ? birthData(partner, 'partner') : undefined;
  const names = second
    ? `${nameLabel('person')} and ${quotedAs(nameLabel('partner'))}`
    : quotedAs(nameLabel('person'));
  const people = [
    'First person:',
    ...first.lines.map((line) => `- ${line}`),
    `- ${signLine(request.firstSign, request.person, frame.zodiac)}`,
    ...(partner && second
      ? [
          '',
          'Second person:',
          ...second.lines.map((line) => `- ${line}`),
          ...(request.secondSign ? [`- ${signLine(request.secondSign, partner, frame.zodiac)}`] : []),
        ]
      : []),
  ];
  const target = targetLocationOf(request);
  const user = [
    `Chart: ${type.title}. ${type.description}`,
    `Reading for: ${names}.`,
    `Reference date: ${fullDateLabel(request.date)}.`,
    chartFrameLine(frame),
    '',
    ...people,
    ...target.lines,
    '',
    'Computed facts:',
    ...chartSummary(chart).map((line) => `- ${line}`),
    ...(notes.length > 0 ? ['', 'Notes on the data:', ...notes.map((note) => `- ${note}`)] : []),
    '',
    ...(guide.caution ? [guide.caution, ''] : []),
    `Write the ${type.title} reading for ${names}, about ${guide.focus}.`,
  ];
  return readingPrompt({
    system: advancedChartSystemMessage(request.chartType),
    user: user.join('\n'),
    userData: [...first.userData, ...(second?.userData ?? []), ...target.userData],
  });
}
