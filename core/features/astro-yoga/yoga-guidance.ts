import type { ComposedReading } from '../../compose/composed-reading';
import {
  closeItemDay,
  createItemDayVoice,
  moonPhasePhrases,
  withArticle,
} from '../../compose/item-day-voice';
import { moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import {
  affirmationLines,
  elementLines,
  elementPoseLines,
  intentionHeadings,
  intentionLines,
  kinPoseLines,
  otherPoseLines,
  practiceHeadings,
  practiceLines,
  rhythmLines,
  safetyHeadings,
  safetyLines,
  skyLines,
} from './bank/yoga-lines';
import { chakraInfo } from './chakra-info';
import { POSE_IDS, type PoseId } from './yoga-pose';
import { recommendedPoses, yogaPoses } from './yoga-poses';

export interface YogaGuidanceInput {
  sign: SignId;
  /** Absent: the general guidance for the sign. */
  pose?: PoseId | undefined;
  date: IsoDate;
}

/** The slots the yoga bank may use; the bank test rejects any other. */
export const YOGA_SLOT_NAMES = [
  'sign',
  'element',
  'pose',
  'sanskrit',
  'poseElement',
  'aElement',
  'aPoseElement',
  'chakra',
  'location',
  'duration',
  'poseA',
  'poseB',
  'phase',
  'moonSign',
  'illumination',
] as const;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The offline Astro-Yoga guidance for a sign on a date, for one pose or in general: today's real
 * Moon, how the sign's element moves, the pose (why it fits or what it brings from another
 * element, how long to stay) or the element's two poses and a weekly rhythm, a safety line, an
 * intention and an affirmation. Every sentence is dealt, so the twelve signs share none on a day
 * and a sign repeats none within a week. Deterministic for (sign, pose, date). Never a health claim.
 */
export function composeYogaGuidance({ sign, pose: poseId, date }: YogaGuidanceInput): ComposedReading {
  const reader = signs[sign];
  const sky = skyForDate(date);
  const pose = poseId ? yogaPoses[poseId] : undefined;
  const [poseA, poseB] = recommendedPoses(sign);
  const voice = createItemDayVoice({
    feature: 'astro-yoga',
    sign,
    date,
    itemIndex: poseId ? POSE_IDS.indexOf(poseId) : POSE_IDS.length,
    slots: {
      sign: reader.name,
      element: reader.element,
      aElement: withArticle(reader.element),
      phase: moonPhasePhrases[sky.moon.phase],
      moonSign: signName(sky.moon.sign),
      illumination: percentLit(sky.moon.illumination),
      poseA: poseA?.name ?? '',
      poseB: poseB?.name ?? '',
      ...(pose
        ? {
            pose: pose.name,
            sanskrit: pose.sanskritName,
            poseElement: pose.element,
            aPoseElement: withArticle(pose.element),
            chakra: pose.chakra,
            location: lowerFirst(chakraInfo[pose.chakra].location),
            duration: pose.duration,
          }
        : {}),
    },
  });
  const opening = `${voice.everySign(skyLines, 'sky')} ${voice.elementMates(elementLines[reader.element], `element|${reader.element}`)}`;
  const middle = pose
    ? [
        pose.element === reader.element
          ? voice.everySign(kinPoseLines, 'kin-pose')
          : voice.everySign(otherPoseLines, 'other-pose'),
        `### ${voice.daily(practiceHeadings, 'practice-heading')}`,
        voice.everySign(practiceLines, 'practice'),
      ]
    : [
        voice.everySign(elementPoseLines, 'element-poses'),
        `### ${voice.daily(practiceHeadings, 'practice-heading')}`,
        voice.everySign(rhythmLines, 'rhythm'),
      ];
  const body = [
    opening,
    ...middle,
    `### ${voice.daily(safetyHeadings, 'safety-heading')}`,
    voice.everySign(safetyLines, 'safety'),
    `### ${voice.daily(intentionHeadings, 'intention-heading')}`,
    voice.everySign(intentionLines, 'intention'),
  ].join('\n\n');
  const headline = pose
    ? `${pose.icon} ${pose.name} (${pose.sanskritName}) for ${reader.name} · ${shortDateLabel(date)}`
    : `🧘 Astro-Yoga for ${reader.name} · ${shortDateLabel(date)}`;
  return closeItemDay(voice, affirmationLines, {
    headline,
    body,
    facts: [
      moonFact(sky),
      signFact(reader),
      pose ? `Pose: ${pose.name} (${pose.element}, ${pose.chakra})` : 'General guidance',
    ],
  });
}
