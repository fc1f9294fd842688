import type { ComposedReading } from '../../compose/composed-reading';
import { moonAspect } from '../../compose/moon-aspect';
import { aspectFact, moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { SIGN_IDS, type SignId, signName, signs } from '../../content/signs';
import { moonPhaseNames } from '../../sky/moon-phases';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { wellbeingAffirmations } from './bank/affirmations';
import { elementLines } from './bank/element-lines';
import { moonElementLines } from './bank/moon-element-lines';
import { moonRelationLines, relationOfAspect } from './bank/moon-relation-lines';
import { moonPhaseNounPhrases } from '../../compose/moon-phase-words';
import { skyLines, tideOfPhase } from './bank/sky-lines';
import { topicBanks } from './bank/topic-banks';
import { careFrames, elementFrames, practiceFrames, questionFrames } from './bank/frame-lines';
import { wellbeingDay } from './wellbeing-day';
import {
  type WellbeingSlots,
  type WellbeingVoice,
  createWellbeingVoice,
  asOneSentence,
  fillWellbeingTemplate,
  lowerSentenceStart,
} from './wellbeing-voice';
import { type WellbeingTopicId, wellbeingTopics } from './wellbeing-topics';

export interface WellbeingReadingInput {
  sign: SignId;
  topic: WellbeingTopicId;
  date: IsoDate;
}

const PRACTICE_HEADINGS = ["Today's practice", 'Try this today', 'A small ritual', 'Your practice'];
const QUESTION_HEADINGS = ['A question to carry', 'Reflect on this', 'Journal prompt', 'Sit with this'];

/** The orders a reading can take, stepping day by day so the outline never sets into a template. */
const OUTLINES = ['practice-first', 'question-first', 'woven'] as const;
type Outline = (typeof OUTLINES)[number];

interface ReadingParts {
  sky: string;
  relation: string;
  element: string;
  practice: string;
  question: string;
  care: string[];
}

function arrange(outline: Outline, parts: ReadingParts, voice: WellbeingVoice): string[] {
  const practiceHeading = `### ${voice.daily(PRACTICE_HEADINGS, 'practice-heading')}`;
  const questionHeading = `### ${voice.daily(QUESTION_HEADINGS, 'question-heading')}`;
  const { sky, relation, element, practice, question, care } = parts;
  if (outline === 'question-first') {
    return [
      `${sky} ${relation}`,
      questionHeading,
      question,
      practiceHeading,
      `${element} ${practice}`,
      ...care,
    ];
  }
  if (outline === 'woven') {
    return [sky, `${relation} ${element}`, practiceHeading, practice, ...care, questionHeading, question];
  }
  return [
    `${sky} ${relation}`,
    practiceHeading,
    `${element} ${practice}`,
    questionHeading,
    question,
    ...care,
  ];
}

/** A bank sentence set in a frame of the day: `{line}` takes the sentence, first letter lowered. */
const framed = (frame: string, line: string, slots: WellbeingSlots): string =>
  fillWellbeingTemplate(frame.replace('{line}', lowerSentenceStart(line)), slots);

/** Two sentences read as one, the second after a semicolon. */
const joined = (first: string, second: string): string =>
  `${first.replace(/[.]$/, '')}; ${lowerSentenceStart(second)}`;

/**
 * Offline guidance on one well-being topic for a sign on a date: today's Moon (phase, sign and
 * element) from the sky engine, the sign's element, one practice, one reflection question, a
 * note pointing to real help on the topics that can touch real pain, and an affirmation.
 *
 * Deterministic for (sign, topic, date). The twelve signs of one day share no sentence. Every
 * sentence carries a fact of the day its pool does not repeat with: the sky, relation and
 * question lines name the Moon's sign (their pools hold twelve, and twelve, twenty-four or
 * thirty-six days on the Moon never stands in the sign it left), the element and care lines
 * the weekday (pools of nine and thirteen: 63 and 91 days round), the practice the countdown
 * to the next lunation, and the affirmation its date; so a reader who comes back every day
 * meets no sentence twice within two months.
 */
export function composeWellbeingReading({ sign, topic, date }: WellbeingReadingInput): ComposedReading {
  const reader = signs[sign];
  const day = wellbeingDay(date);
  const { sky, moonSign } = day;
  const bank = topicBanks[topic];
  const slots: WellbeingSlots = {
    sign: reader.name,
    phase: moonPhaseNounPhrases[sky.moon.phase],
    moonSign: signName(moonSign),
    illumination: percentLit(sky.moon.illumination),
    weekday: day.weekday,
    countdown: day.countdown,
  };
  const voice = createWellbeingVoice(sign, topic, date, slots);
  const moonElement = signs[moonSign].element;
  const relation = relationOfAspect[moonAspect(moonSign, sign)];
  // Signs apart, counted forward from the sign to the Moon: see `moonRelationLines`.
  const distance = (SIGN_IDS.indexOf(moonSign) - SIGN_IDS.indexOf(sign) + 12) % 12;
  const tide = tideOfPhase[sky.moon.phase];
  const parts: ReadingParts = {
    sky: joined(
      voice.everySign(skyLines[tide], `sky|${tide}`),
      voice.everySign(moonElementLines[moonElement], `moon-element|${moonElement}`),
    ),
    relation: voice.seated(moonRelationLines[relation], `moon-relation|${relation}`, distance),
    element: framed(
      voice.daily(elementFrames, 'element-frame'),
      voice.elementMates(elementLines[reader.element], `element|${reader.element}`),
      slots,
    ),
    practice: framed(
      voice.daily(practiceFrames, 'practice-frame'),
      asOneSentence(voice.everySign(bank.practices, `practice|${topic}`)),
      slots,
    ),
    question: framed(
      voice.daily(questionFrames, 'question-frame'),
      voice.everySign(bank.questions, `question|${topic}`),
      slots,
    ),
    care:
      'care' in bank
        ? [framed(voice.daily(careFrames, 'care-frame'), voice.everySign(bank.care, `care|${topic}`), slots)]
        : [],
  };
  const details = wellbeingTopics[topic];
  const moonLabel = `${moonPhaseNames[sky.moon.phase]}${sky.moon.phase.includes('moon') ? '' : ' Moon'} in ${signName(moonSign)}`;
  const headline = `${details.emoji} ${details.title} for ${reader.name} · ${shortDateLabel(date)} · ${moonLabel}`;
  const body = arrange(voice.daily(OUTLINES, 'outline'), parts, voice).join('\n\n');
  const affirmation = voice.elementMates(wellbeingAffirmations[reader.element], 'affirmation');
  return {
    headline,
    body,
    affirmation,
    facts: [moonFact(sky), aspectFact(sky, reader), signFact(reader), `Topic: ${details.title}`],
    markdown: [`**${headline}**`, body, `*Affirmation for ${shortDateLabel(date)}: ${affirmation}*`].join(
      '\n\n',
    ),
  };
}
