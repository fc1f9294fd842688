import type { ComposedReading } from '../../compose/composed-reading';
import {
  type ItemDayVoice,
  createItemDayVoice,
  moonPhasePhrases,
  withArticle,
} from '../../compose/item-day-voice';
import { moonFact, signFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { SIGN_IDS, type SignId, signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import {
  yogaAffirmationEndings,
  affirmationLines,
  elementLines,
  elementPoseLines,
  intentionHeadings,
  intentionEndings,
  intentionLines,
  kinPoseLines,
  otherPoseLines,
  practiceHeadings,
  practiceLines,
  rhythmLines,
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

/** A fixed offset per pool name, so pools dealt on one day do not move in step. */
const offsetOf = (name: string, size: number): number =>
  [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_003, 7) % size;

/**
 * Two pools dealt as ONE pool of every pairing (issue 24). Day by day the first pool steps one
 * entry and so does the second; each time the first pool comes round, the second shifts one
 * place against it. A sign so walks through all a × b pairings before one comes back, uses
 * every entry of each pool equally often, and the twelve signs sit apart.
 */
function dealPair(
  voice: ItemDayVoice,
  sign: SignId,
  name: string,
  first: readonly string[],
  second: readonly string[],
): [string, string] {
  const size = first.length * second.length;
  const seat = SIGN_IDS.indexOf(sign) * Math.max(1, Math.floor(size / SIGN_IDS.length));
  const index = (((voice.turn + seat + offsetOf(name, size)) % size) + size) % size;
  const at = index % first.length;
  const partner = (at + Math.floor(index / first.length)) % second.length;
  return [voice.fill(first[at] ?? ''), voice.fill(second[partner] ?? '')];
}

/** Two sentences as one: "…; …", the second in lower case unless it opens with a name or "I". */
const joinedAs = (keepCapital: readonly string[], [first, second]: [string, string], link = '; '): string => {
  const lead =
    keepCapital.some((name) => second.startsWith(`${name} `)) || /^I\b/.test(second)
      ? second
      : lowerFirst(second);
  return `${first.replace(/[.!]$/, '')}${link}${lead}`;
};

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
      moonSign: signName(sky.moon.lunation?.sign ?? sky.moon.sign),
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
  const join = (pair: [string, string], link?: string) =>
    joinedAs(
      [
        reader.name,
        pose?.name ?? reader.name,
        pose?.sanskritName ?? reader.name,
        poseA?.name ?? '',
        poseB?.name ?? '',
      ],
      pair,
      link,
    );
  const pair = (name: string, first: readonly string[], second: readonly string[]) =>
    dealPair(voice, sign, name, first, second);
  const elementPool = elementLines[reader.element];
  const opening = voice.everySign(skyLines, 'sky');
  const bond = pose
    ? pose.element === reader.element
      ? join(pair('kin-pose', elementPool, kinPoseLines))
      : join(pair('other-pose', elementPool, otherPoseLines))
    : join(pair('element-poses', elementPool, elementPoseLines));
  const practice = join(pair(pose ? 'practice' : 'rhythm', pose ? practiceLines : rhythmLines, safetyLines));
  const intention = `${join(pair('intention', intentionLines, intentionEndings), ' ')}.`;
  const practiceSection = [`### ${voice.daily(practiceHeadings, 'practice-heading')}`, practice];
  const intentionSection = [`### ${voice.daily(intentionHeadings, 'intention-heading')}`, intention];
  const body = [`${opening} ${bond}`, ...practiceSection, ...intentionSection].join('\n\n');
  const headline = pose
    ? `${pose.icon} ${pose.name} (${pose.sanskritName}) for ${reader.name} · ${shortDateLabel(date)}`
    : `🧘 Astro-Yoga for ${reader.name} · ${shortDateLabel(date)}`;
  const affirmation = `${join(pair('affirmation', affirmationLines, yogaAffirmationEndings), ' ')}.`;
  return {
    headline,
    body,
    affirmation,
    facts: [
      moonFact(sky),
      signFact(reader),
      pose ? `Pose: ${pose.name} (${pose.element}, ${pose.chakra})` : 'General guidance',
    ],
    markdown: [`## ${headline}`, body, `*${affirmation}*`].join('\n\n'),
  };
}
