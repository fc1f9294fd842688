import { signs } from '@core/content/signs';
import { withArticle } from '@core/compose/item-day-voice';
import type { AstroYogaRequest } from '@core/features/astro-yoga/astro-yoga-request';
import { chakraInfo } from '@core/features/astro-yoga/chakra-info';
import { recommendedPoses, yogaPoses } from '@core/features/astro-yoga/yoga-poses';
import { skyForDate } from '@core/sky/daily-sky';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeDay, fullDateLabel, nearbyLunations } from '@core/compose/prompt/sky-summary';

/**
 * The Astro-Yoga prompt (tool spec §7): the sign's name and element, and the pose's name and
 * Sanskrit name or general guidance for the sign, grounded in the day's real Moon. Depends only
 * on sign, pose and date, the cache key.
 */
export const ASTRO_YOGA_SYSTEM_MESSAGE = [
  'You are the gentle yoga guide of Cosmic Guide, an astrology app. You offer yoga guidance for one',
  'zodiac sign for today, for one pose or in general.',
  '',
  'Use ONLY the sky facts in the message; never add planets, aspects or dates that are not listed.',
  'Yoga here is movement and breath, not medicine: never claim a pose heals, cures or treats any',
  'condition, never name a diagnosis, and keep every suggestion gentle and optional. Always include',
  'one sentence telling the reader to stop at any pain and to ask a qualified teacher or health',
  'professional first if they are pregnant or injured. Address the reader as "you".',
  '',
  'Write 180 to 300 words in markdown with short headings: how today’s Moon and the sign’s element',
  'meet the practice, how to practise (a short list is fine), the safety sentence, and a one-line',
  'affirmation in italics at the end. Never write HTML tags, code blocks, links or images.',
].join('\n');

export function buildAstroYogaPrompt({ sign: signId, pose: poseId, date }: AstroYogaRequest): ReadingPrompt {
  const sign = signs[signId];
  const sky = skyForDate(date);
  const pose = poseId ? yogaPoses[poseId] : undefined;
  const focus = pose
    ? [
        `The pose: ${pose.name} (${pose.sanskritName}), ${withArticle(pose.element)} pose, ${pose.difficulty}.`,
        `- ${pose.description}`,
        `- Chakra: ${pose.chakra} (${chakraInfo[pose.chakra].location.toLowerCase()})`,
        `- Duration: ${pose.duration}`,
        `- Steps: ${pose.instructions.join(' ')}`,
      ]
    : [
        `General guidance for ${sign.name}: no single pose was chosen. The ${sign.element} poses are`,
        ...recommendedPoses(signId).map(
          (recommended) => `- ${recommended.name} (${recommended.sanskritName})`,
        ),
        'Suggest a simple daily rhythm (a morning and an evening practice) and a few longer sessions a week.',
      ];
  const user = [
    pose
      ? `Write today's Astro-Yoga guidance for ${sign.name} ${sign.symbol} practising ${pose.name} (${pose.sanskritName}).`
      : `Write today's general Astro-Yoga guidance for ${sign.name} ${sign.symbol}.`,
    `Date: ${fullDateLabel(date)}.`,
    '',
    `About ${sign.name}: ${withArticle(sign.element)} sign of ${sign.modality} modality. Keywords: ${sign.keywords.join(', ')}.`,
    '',
    ...focus,
    '',
    'Sky today (at noon UTC):',
    ...[...describeDay(sky), ...nearbyLunations(date)].map((fact) => `- ${fact}`),
  ];
  return { system: ASTRO_YOGA_SYSTEM_MESSAGE, user: user.join('\n') };
}
