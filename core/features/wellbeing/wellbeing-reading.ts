import type { ComposedReading } from '../../compose/composed-reading';
import { moonAspect } from '../../compose/moon-aspect';
import { aspectFact, moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { SIGN_IDS, type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { wellbeingAffirmations } from './bank/affirmations';
import { elementLines } from './bank/element-lines';
import { moonElementLines } from './bank/moon-element-lines';
import { moonRelationLines, relationOfAspect } from './bank/moon-relation-lines';
import { moonPhaseNounPhrases } from '../../compose/moon-phase-words';
import { skyLines, tideOfPhase } from './bank/sky-lines';
import { topicBanks } from './bank/topic-banks';
import { type WellbeingVoice, createWellbeingVoice } from './wellbeing-voice';
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
  moonTone: string;
  relation: string;
  element: string;
  practice: string;
  question: string;
  care: string[];
}

function arrange(outline: Outline, parts: ReadingParts, voice: WellbeingVoice): string[] {
  const practiceHeading = `### ${voice.daily(PRACTICE_HEADINGS, 'practice-heading')}`;
  const questionHeading = `### ${voice.daily(QUESTION_HEADINGS, 'question-heading')}`;
  const { sky, moonTone, relation, element, practice, question, care } = parts;
  if (outline === 'question-first') {
    return [
      `${sky} ${moonTone} ${relation}`,
      questionHeading,
      question,
      practiceHeading,
      `${element} ${practice}`,
      ...care,
    ];
  }
  if (outline === 'woven') {
    return [
      `${sky} ${moonTone}`,
      `${relation} ${element}`,
      practiceHeading,
      practice,
      ...care,
      questionHeading,
      question,
    ];
  }
  return [
    `${sky} ${relation} ${element}`,
    practiceHeading,
    `${moonTone} ${practice}`,
    questionHeading,
    question,
    ...care,
  ];
}

/**
 * Offline guidance on one well-being topic for a sign on a date: today's Moon (phase, sign and
 * element) from the sky engine, the sign's element, one practice, one reflection question, a
 * note pointing to real help on the topics that can touch real pain, and an affirmation.
 * Deterministic for (sign, topic, date); the twelve signs of one day share no sentence, and a
 * sign's readings of one topic repeat none within a week.
 */
export function composeWellbeingReading({ sign, topic, date }: WellbeingReadingInput): ComposedReading {
  const reader = signs[sign];
  const sky = skyForDate(date);
  const bank = topicBanks[topic];
  const voice = createWellbeingVoice(sign, topic, date, {
    sign: reader.name,
    phase: moonPhaseNounPhrases[sky.moon.phase],
    moonSign: signName(sky.moon.sign),
    illumination: percentLit(sky.moon.illumination),
  });
  const moonElement = signs[sky.moon.sign].element;
  const relation = relationOfAspect[moonAspect(sky.moon.sign, sign)];
  // Signs apart, counted forward from the sign to the Moon: see `moonRelationLines`.
  const distance = (SIGN_IDS.indexOf(sky.moon.sign) - SIGN_IDS.indexOf(sign) + 12) % 12;
  const parts: ReadingParts = {
    sky: voice.everySign(skyLines[tideOfPhase[sky.moon.phase]], `sky|${tideOfPhase[sky.moon.phase]}`),
    moonTone: voice.everySign(moonElementLines[moonElement], `moon-element|${moonElement}`),
    relation: voice.seated(moonRelationLines[relation], `moon-relation|${relation}`, distance),
    element: voice.elementMates(elementLines[reader.element], `element|${reader.element}`),
    practice: voice.everySign(bank.practices, `practice|${topic}`),
    question: voice.everySign(bank.questions, `question|${topic}`),
    care: 'care' in bank ? [voice.everySign(bank.care, `care|${topic}`)] : [],
  };
  const details = wellbeingTopics[topic];
  const headline = `${details.emoji} ${details.title} for ${reader.name} · ${shortDateLabel(date)}`;
  const body = arrange(voice.daily(OUTLINES, 'outline'), parts, voice).join('\n\n');
  const affirmation = voice.elementMates(wellbeingAffirmations[reader.element], 'affirmation');
  return {
    headline,
    body,
    affirmation,
    facts: [moonFact(sky), aspectFact(sky, reader), signFact(reader), `Topic: ${details.title}`],
    markdown: [`**${headline}**`, body, `*${affirmation}*`].join('\n\n'),
  };
}
