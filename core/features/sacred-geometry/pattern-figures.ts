import type { Figure } from './geometry/figure';
import { buildFlowerOfLife } from './geometry/flower-of-life';
import { buildGoldenSpiral } from './geometry/golden-spiral';
import { buildMerkaba } from './geometry/merkaba';
import { buildMetatronsCube } from './geometry/metatrons-cube';
import { buildSeedOfLife } from './geometry/seed-of-life';
import { buildSriYantra } from './geometry/sri-yantra';
import { buildTreeOfLife } from './geometry/tree-of-life';
import { buildVesicaPiscis } from './geometry/vesica-piscis';
import type { PatternId } from './pattern';

/** Which builder draws each pattern's card; typed so a new pattern without a figure fails to compile. */
export const patternFigures = {
  'flower-of-life': buildFlowerOfLife,
  merkaba: buildMerkaba,
  'sri-yantra': buildSriYantra,
  'metatrons-cube': buildMetatronsCube,
  'golden-spiral': () => buildGoldenSpiral(),
  'vesica-piscis': buildVesicaPiscis,
  'tree-of-life': buildTreeOfLife,
  'seed-of-life': buildSeedOfLife,
} satisfies Record<PatternId, () => Figure>;
