import { signs } from '../../content/signs';
import type { AstroYogaRequest } from './astro-yoga-request';
import { chakraInfo } from './chakra-info';
import { elementWisdom } from './element-wisdom';
import { recommendedPoses, yogaPoses } from './yoga-poses';

/** Tool spec §9: the fallback's practice timings. */
export const YOGA_TIMINGS = {
  morning: 'Morning: 15–20 minutes to wake the body and set the tone for the day',
  evening: 'Evening: 10–15 minutes of slower, gentler movement to wind down',
  weekly: 'Weekly: 2–3 longer sessions when you have time to explore',
} as const;

const AFFIRMATIONS = {
  fire: 'I let my inner fire burn steadily, with strength and with care.',
  earth: 'I am rooted, patient and at home in my body.',
  air: 'My breath carries me back to calm, one moment at a time.',
  water: 'I flow with my feelings and rest in my own gentle rhythm.',
} as const;

/** A tight markdown list. */
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * Tool spec §8: what a visitor sees when the provider fails, a local template specific to the
 * sign, its element and the pose (or the general guidance): headings, bullets, the spec's
 * timings, the pose's safety line and an affirmation. Built from content alone, so it cannot fail.
 */
export function yogaFallbackText({ sign: signId, pose: poseId }: AstroYogaRequest): string {
  const sign = signs[signId];
  const wisdom = elementWisdom[sign.element];
  const pose = poseId ? yogaPoses[poseId] : undefined;
  const focus = pose
    ? [
        `### ${pose.icon} ${pose.name} (${pose.sanskritName})`,
        pose.description,
        bullets([
          ...pose.benefits,
          `Chakra: ${pose.chakra}, ${chakraInfo[pose.chakra].location.toLowerCase()}`,
          `Stay for ${pose.duration}`,
        ]),
      ]
    : [
        `### Poses for your ${sign.element} element`,
        bullets(
          recommendedPoses(signId).map(
            (recommended) =>
              `${recommended.icon} **${recommended.name}** (${recommended.sanskritName}): ${recommended.benefits[0] ?? ''}`,
          ),
        ),
      ];
  const safety = pose
    ? pose.safety
    : 'Stop at any pain, and if you are pregnant or injured, ask a qualified teacher or health professional before you practise.';
  return [
    `## 🧘 Astro-Yoga for ${sign.name} ${sign.symbol}`,
    `${wisdom.icon} ${wisdom.wisdom}`,
    ...focus,
    '### Your practice rhythm',
    bullets([YOGA_TIMINGS.morning, YOGA_TIMINGS.evening, YOGA_TIMINGS.weekly]),
    '### Safety',
    bullets([safety]),
    `*${AFFIRMATIONS[sign.element]}*`,
  ].join('\n\n');
}
