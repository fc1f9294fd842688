import type { ComposedReading } from '../../compose/composed-reading';
import {
  closeItemDay,
  createItemDayVoice,
  elementMeeting,
  moonPhasePhrases,
} from '../../compose/item-day-voice';
import { moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { dealFrom, seatAmong, seatingOrder } from '../../compose/line-dealer';
import { SIGN_IDS, type SignId, signName, signs } from '../../content/signs';
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
import { geometryDayLead } from './geometry-day-lead';
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
 * the figure is on the sign's recommended list or its tone (a day each), one practice, one
 * question and an affirmation, the bank sentences led by the day's weekday, Moon sign or phase.
 * Deterministic for (sign, pattern, date); the twelve signs of one day share no sentence, and a
 * sign's readings of one pattern repeat none within 30 days.
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
      // A lunation is named in the sign it happened in, which the Moon may have left by noon.
      moonSign: signName(sky.moon.lunation?.sign ?? sky.moon.sign),
      illumination: percentLit(sky.moon.illumination),
      frequency: `${pattern.frequency} Hz`,
      signElement: reader.element,
      patternElement: pattern.element,
    },
  });
  const meeting = elementMeeting(reader.element, pattern.element);
  const recommendation = isRecommendedFor(pattern, sign) ? 'recommended' : 'other';
  // Bank sentences come back after a pool's length of days; led by the day's weekday, Moon sign
  // or phase, the sentence a reader meets is new (see geometry-day-lead.ts).
  const led = (sentence: string, place: number) => geometryDayLead(sentence, date, sky, voice.turn, place);
  // Signs that read the same pool today sit apart at it, so no two of them meet one entry.
  const among = (pool: readonly string[], name: string, members: readonly SignId[]) =>
    voice.fill(voice.seated(pool, name, seatAmong(sign, seatingOrder(members, name), pool.length)));
  const sameMeeting = SIGN_IDS.filter(
    (other) => elementMeeting(signs[other].element, pattern.element) === meeting,
  );
  const sameList = SIGN_IDS.filter(
    (other) => isRecommendedFor(pattern, other) === isRecommendedFor(pattern, sign),
  );
  const opening = [
    voice.everySign(skyLines, 'sky'),
    led(among(meetingLines[meeting], `meeting|${meeting}`, sameMeeting), 0),
  ].join(' ');
  // The figure's list and its tone take turns, a day each, each pool stepping every other day.
  const everyOtherDay = (pool: readonly string[], name: string, members: readonly SignId[]) => {
    const salt = `sacred-geometry|${name}`;
    const seat = seatAmong(sign, seatingOrder(members, salt), pool.length);
    return voice.fill(dealFrom(pool, { salt, turn: Math.floor(voice.turn / 2), seat }));
  };
  const listOrTone =
    voice.turn % 2 === 0
      ? everyOtherDay(frequencyLines, 'frequency', SIGN_IDS)
      : everyOtherDay(recommendationLines[recommendation], `recommendation|${recommendation}`, sameList);
  const practice = [led(listOrTone, 1), led(voice.everySign(practiceLines, 'practice'), 2)].join(' ');
  const question = led(voice.everySign(questionLines, 'question'), 3);
  const practiceSection = [`### ${voice.daily(practiceHeadings, 'practice-heading')}`, practice];
  const questionSection = [`### ${voice.daily(questionHeadings, 'question-heading')}`, question];
  const sections =
    voice.daily(OUTLINES, 'outline') === 'practice-first'
      ? [opening, ...practiceSection, ...questionSection]
      : [opening, ...questionSection, ...practiceSection];

  // The figure's tone is named every day; the sign's modality and element make each sign's
  // headline its own.
  const headline = `${pattern.symbol} ${pattern.name} (${pattern.frequency} Hz) for ${reader.name} · ${shortDateLabel(date)} · ${reader.modality} ${reader.element}`;
  const body = sections.join('\n\n');
  const affirming = {
    ...voice,
    everySign: (pool: readonly string[], name: string) => led(voice.everySign(pool, name), 4),
  };
  return closeItemDay(affirming, affirmationLines, {
    headline,
    body,
    facts: [
      moonFact(sky),
      signFact(reader),
      `Pattern: ${pattern.name} (${pattern.element}, ${pattern.frequency} Hz)`,
    ],
  });
}
