import { type Element, type SignId, signs } from '../../content/signs';
import type { YogaChakra } from './chakra-info';

/** Tool spec §3: the eight poses, two per element, in the order the page lists them. */
export const POSE_IDS = [
  'warrior-1',
  'sun-salutation',
  'mountain-pose',
  'tree-pose',
  'eagle-pose',
  'breath-of-joy',
  'childs-pose',
  'fish-pose',
] as const;
export type PoseId = (typeof POSE_IDS)[number];

export const POSE_DIFFICULTIES = ['Beginner', 'Intermediate'] as const;
export type PoseDifficulty = (typeof POSE_DIFFICULTIES)[number];

/**
 * Every field of the spec's yoga pose (§3), plus the safety line the issue asks each pose to carry.
 * Benefits are written as how a pose tends to feel, never as a claim about treating the body.
 */
export interface YogaPose {
  id: PoseId;
  name: string;
  sanskritName: string;
  description: string;
  benefits: readonly string[];
  element: Element;
  chakra: YogaChakra;
  difficulty: PoseDifficulty;
  /** How long to stay or how many rounds, as a reader would say it. */
  duration: string;
  icon: string;
  /** The steps in order; the page numbers them. */
  instructions: readonly string[];
  /** Stop on pain; ask a professional when pregnant or injured. */
  safety: string;
}

/** Tool spec §4: a sign's recommended poses are the poses of its element, in catalogue order. */
export function posesRecommendedIn(poses: readonly YogaPose[], sign: SignId): YogaPose[] {
  const { element } = signs[sign];
  return poses.filter((pose) => pose.element === element);
}
