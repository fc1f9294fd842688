import type { WholeSignAspect } from '../../compose/moon-aspect';
import type {
  ElementRelation,
  ModalityRelation,
  RulerRelation,
  SignPair,
} from '../../compose/pair/sign-pair';

/**
 * The Soulmate Score card's figure: a resonance of two signs added up from the classical rules,
 * each part shown, so the number explains itself and never poses as a verdict on two people.
 * The points follow the traditional order of the angles (trine and sextile easiest, square and
 * quincunx hardest) and of the element and ruler relations; the base keeps every pair between
 * 61 % and 94 %, since no sign pairing is hopeless or certain.
 */
const BASE = 50;
const ANGLE_POINTS = {
  trine: 18,
  sextile: 14,
  opposition: 12,
  conjunction: 10,
  'semi-sextile': 6,
  square: 4,
  quincunx: 2,
} as const satisfies Record<WholeSignAspect, number>;
const ELEMENT_POINTS = { same: 12, compatible: 10, challenging: 3 } as const satisfies Record<
  ElementRelation,
  number
>;
const MODALITY_POINTS = { different: 4, same: 2 } as const satisfies Record<ModalityRelation, number>;
const RULER_POINTS = { shared: 10, friendly: 8, unrelated: 2 } as const satisfies Record<
  RulerRelation,
  number
>;

export interface SoulmateScore {
  percent: number;
  parts: { angle: number; elements: number; modalities: number; rulers: number };
}

export function soulmateScore(pair: SignPair): SoulmateScore {
  const parts = {
    angle: ANGLE_POINTS[pair.aspect],
    elements: ELEMENT_POINTS[pair.elements.relation],
    modalities: MODALITY_POINTS[pair.modalities.relation],
    rulers: RULER_POINTS[pair.rulers.relation],
  };
  return { percent: BASE + parts.angle + parts.elements + parts.modalities + parts.rulers, parts };
}

/**
 * The figure and its parts as a short breakdown at the end of the reading, one part a line
 * ("Sign resonance: 84%", "Trine +18", …), never the reading's heading: it is a tally, not a verdict.
 */
export function soulmateScoreBreakdown(score: SoulmateScore, angleName: string): string {
  const { angle, elements, modalities, rulers } = score.parts;
  return [
    `**Sign resonance: ${score.percent}%**`,
    `- ${angleName} +${angle}`,
    `- Elements +${elements}`,
    `- Modalities +${modalities}`,
    `- Rulers +${rulers}`,
    `- Base ${BASE}`,
  ].join('\n');
}
