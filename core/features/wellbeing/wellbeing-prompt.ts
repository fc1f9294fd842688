import { withArticle } from '@core/compose/item-day-voice';
import { planetNames } from '@core/content/body-names';
import { signs } from '@core/content/signs';
import { aspectFact } from '@core/compose/reading-facts';
import { skyForDate } from '@core/sky/daily-sky';
import type { WellbeingRequest } from '@core/features/wellbeing/wellbeing-request';
import { CRISIS_HELP, WELLBEING_BOUNDARY, wellbeingTopics } from '@core/features/wellbeing/wellbeing-topics';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeDay, fullDateLabel, nearbyLunations } from '@core/compose/prompt/sky-summary';

/**
 * The Emotional Well-being prompt: gentle guidance on one topic for one sign on one day,
 * grounded in the day's real Moon (phase, sign, its angle to the sign) and the sign's element.
 * Depends only on sign, topic and date, which is the cache key.
 */
export const WELLBEING_SYSTEM_MESSAGE = [
  'You are the warm, grounded well-being guide of Cosmic Guide, an astrology app. You offer',
  'self-care guidance on one topic for one zodiac sign, for today.',
  '',
  'Use ONLY the sky facts in the message; never add planets, aspects or dates that are not listed.',
  'Tie the guidance to the Moon of the day and to the sign’s element, in plain, kind words.',
  '',
  `${WELLBEING_BOUNDARY} Never name or suggest a diagnosis, a medication, a supplement, a`,
  'fast or a treatment; never promise healing; keep every practice gentle, safe and optional.',
  'Address the reader as "you".',
  '',
  'Write 180 to 300 words in markdown: a short opening about today’s Moon and the sign, two or three',
  'practices (a list is fine), one reflection question, and a one-line affirmation in italics at the end.',
  'Never write HTML tags, code blocks, links or images.',
].join('\n');

/** For the topics that can touch real pain: the model must point to real help, kindly. */
const CARE_INSTRUCTION = [
  'This topic can stir up real pain. Before the affirmation, add one short, kind sentence saying that',
  'if it brings up distress, a GP or doctor and a licensed therapist can help, and that in a crisis the',
  `local emergency number or ${CRISIS_HELP.url.replace('https://', '')} is there. Do not alarm the reader.`,
].join('\n');

export function buildWellbeingPrompt({
  sign: signId,
  topic: topicId,
  date,
}: WellbeingRequest): ReadingPrompt {
  const sign = signs[signId];
  const topic = wellbeingTopics[topicId];
  const sky = skyForDate(date);
  const moonSign = signs[sky.moon.sign];
  const user = [
    `Write today's ${topic.title} guidance for ${sign.name} ${sign.symbol} (${topic.description})`,
    `Date: ${fullDateLabel(date)}.`,
    '',
    `About ${sign.name}: ${withArticle(sign.element)} sign of ${sign.modality} modality, ruled by ${planetNames[sign.ruler]}. Keywords: ${sign.keywords.join(', ')}.`,
    '',
    'Sky today (at noon UTC):',
    ...[...describeDay(sky), ...nearbyLunations(date)].map((fact) => `- ${fact}`),
    `- The Moon's sign, ${moonSign.name}, is ${withArticle(moonSign.element)} sign`,
    `- ${aspectFact(sky, sign)}`,
    '',
    ...('careNote' in topic ? [CARE_INSTRUCTION, ''] : []),
    `Offer ${sign.name} practical, caring guidance on ${topic.title.toLowerCase()} for today.`,
  ];
  return { system: WELLBEING_SYSTEM_MESSAGE, user: user.join('\n') };
}
