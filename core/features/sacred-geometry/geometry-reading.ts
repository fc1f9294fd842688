import type { ComposedReading } from '../../compose/composed-reading';
import {
  closeItemDay,
  createItemDayVoice,
  elementMeeting,
  moonPhasePhrases,
} from '../../compose/item-day-voice';
import { moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import {
  affirmationLines,
  frequencyLines,
  meetingLines,
  practiceHeadings,
  practiceLines,
  questionHeadings,
  questionLines,
  recommendationLines,
  skyLines,
} from './bank/geometry-lines';
import { PATTERN_IDS, type PatternId } from './pattern';
import { patterns } from './patterns';
import { isRecommendedFor } from './recommendation';

export interface GeometryReadingInput {
  sign: SignId;
  pattern: PatternId;
  date: IsoDate;
}

/** The orders a reading can take, stepping day by day so the outline never sets into a template. */
const OUTLINES = ['practice-first', 'question-first'] as const;

/**
 * The offline personal reading of one sacred pattern for a sign on a date: the day's real Moon
 * (phase, sign, light) beside the figure, how the sign's element meets the figure's, whether
 * the figure is on the sign's recommended list, its tone, one practice, one question and an
 * affirmation. Deterministic for (sign, pattern, date); the twelve signs of one day share no
 * sentence, and a sign's readings of one pattern repeat none within a week.
 */
export function composeGeometryReading({
  sign,
  pattern: patternId,
  date,
}: GeometryReadingInput): ComposedReading {
  const reader = signs[sign];
  const pattern = patterns[patternId];
  const sky = skyForDate(date);
  const voice = createItemDayVoice({
    feature: 'sacred-geometry',
    sign,
    itemIndex: PATTERN_IDS.indexOf(patternId),
    date,
    slots: {
      sign: reader.name,
      pattern: pattern.name,
      phase: moonPhasePhrases[sky.moon.phase],
      moonSign: signName(sky.moon.sign),
      illumination: percentLit(sky.moon.illumination),
      frequency: `${pattern.frequency} Hz`,
      signElement: reader.element,
      patternElement: pattern.element,
    },
  });
  const meeting = elementMeeting(reader.element, pattern.element);
  const recommendation = isRecommendedFor(pattern, sign) ? 'recommended' : 'other';
  const opening = [
    voice.everySign(skyLines, 'sky'),
    voice.ownLine(meetingLines[meeting], `meeting|${meeting}`),
  ].join(' ');
  const practice = [
    voice.ownLine(recommendationLines[recommendation], `recommendation|${recommendation}`),
    voice.ownLine(frequencyLines, 'frequency'),
    voice.everySign(practiceLines, 'practice'),
  ].join(' ');
  const question = voice.everySign(questionLines, 'question');
  const practiceSection = [`### ${voice.daily(practiceHeadings, 'practice-heading')}`, practice];
  const questionSection = [`### ${voice.daily(questionHeadings, 'question-heading')}`, question];
  const sections =
    voice.daily(OUTLINES, 'outline') === 'practice-first'
      ? [opening, ...practiceSection, ...questionSection]
      : [opening, ...questionSection, ...practiceSection];

  const headline = `${pattern.symbol} ${pattern.name} for ${reader.name} · ${shortDateLabel(date)}`;
  const body = sections.join('\n\n');
  return closeItemDay(voice, affirmationLines, {
    headline,
    body,
    facts: [
      moonFact(sky),
      signFact(reader),
      `Pattern: ${pattern.name} (${pattern.element}, ${pattern.frequency} Hz)`,
    ],
  });
}
