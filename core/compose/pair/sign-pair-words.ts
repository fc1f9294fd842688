import { planetNames } from '../../content/body-names';
import { type PlanetId, signName } from '../../content/signs';
import type { WholeSignAspect } from '../moon-aspect';
import type { ElementRelation, FriendshipReason, SignPair } from './sign-pair';

/**
 * The pair breakdown in words: what the pages show beside a compatibility or relationship text
 * and what the prompt hands the model, so both name the same angle, elements and rulers.
 */

/** Shown with every breakdown: the rules describe, they do not decide. */
export const PAIR_REFLECTION_NOTE =
  'Worked out from the classical rules of astrology (angle, element, modality, ruler). It is a prompt for reflection, not a verdict on anyone or a forecast of how things will go.';

/** Each angle's name as the breakdown prints it, and what it has traditionally meant. */
export const PAIR_ANGLE_WORDS = {
  conjunction: {
    name: 'Same sign',
    meaning: 'a mirror: the same instincts, strengths and blind spots twice over',
  },
  'semi-sextile': {
    name: 'Semi-sextile (neighbours)',
    meaning: 'neighbours on the wheel: close yet wired differently, each holding what the other lacks',
  },
  sextile: {
    name: 'Sextile',
    meaning: 'an easy, friendly angle that rewards a little effort with a lot of goodwill',
  },
  square: { name: 'Square', meaning: 'a tense angle of friction that pushes both to grow, or to push back' },
  trine: { name: 'Trine', meaning: 'the smoothest angle: a shared rhythm that can also settle into comfort' },
  quincunx: {
    name: 'Inconjunct (quincunx)',
    meaning: 'an awkward angle with nothing in common by default, asking for steady adjustment',
  },
  opposition: {
    name: 'Opposition',
    meaning: 'facing each other across the wheel: strong pull, two sides of one theme',
  },
} as const satisfies Record<WholeSignAspect, { name: string; meaning: string }>;

const ELEMENT_MEANINGS = {
  same: 'the same element: you run on the same fuel and understand each other quickly',
  compatible: 'compatible elements: one feeds the other, as air feeds fire and water feeds earth',
  challenging: 'elements that do not mix easily: different needs that take translating',
} as const satisfies Record<ElementRelation, string>;

const FRIENDSHIP_WORDS = {
  lights: 'the two lights, day and night',
  lovers: 'the classic pair of attraction',
  benefics: 'the two benefics, generous together',
  octave: 'one is heard as the higher octave of the other',
  companions: 'rulers that traditionally get along',
} as const satisfies Record<FriendshipReason, string>;

export interface BreakdownRow {
  label: 'Angle' | 'Elements' | 'Modalities' | 'Rulers';
  /** The short finding: "Trine, 4 signs apart". */
  value: string;
  /** What it has traditionally meant. */
  note: string;
}

const joinPlanets = (planets: readonly PlanetId[]) =>
  planets.map((planet) => planetNames[planet]).join(' and ');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function apartLabel(signsApart: number): string {
  if (signsApart === 0) return 'the same place on the wheel';
  return `${signsApart} sign${signsApart === 1 ? '' : 's'} apart (${signsApart * 30}°)`;
}

function rulerRow(pair: SignPair): BreakdownRow {
  const { rulers } = pair;
  const value = `${capitalise(joinPlanets(rulers.first))} · ${joinPlanets(rulers.second)}`;
  if (rulers.relation === 'shared') {
    return { label: 'Rulers', value, note: `both answer to ${joinPlanets(rulers.shared)}: a shared compass` };
  }
  if (rulers.friendly) {
    const { firstRuler, secondRuler, why } = rulers.friendly;
    return {
      label: 'Rulers',
      value,
      note: `friendly rulers: ${planetNames[firstRuler]} with ${planetNames[secondRuler]}, ${FRIENDSHIP_WORDS[why]}`,
    };
  }
  return {
    label: 'Rulers',
    value,
    note: 'rulers with no traditional bond: two separate compasses to compare',
  };
}

/** The four rows of the breakdown, in reading order. */
export function pairBreakdown(pair: SignPair): BreakdownRow[] {
  const angle = PAIR_ANGLE_WORDS[pair.aspect];
  const { elements, modalities } = pair;
  return [
    { label: 'Angle', value: `${angle.name}, ${apartLabel(pair.signsApart)}`, note: angle.meaning },
    {
      label: 'Elements',
      value: `${capitalise(elements.first)} and ${elements.second}`,
      note: ELEMENT_MEANINGS[elements.relation],
    },
    {
      label: 'Modalities',
      value: `${capitalise(modalities.first)} and ${modalities.second}`,
      note:
        modalities.relation === 'same'
          ? 'the same modality: you start, hold or adapt at the same moments, and can collide there'
          : 'different modalities: one starts, holds or adapts where the other does something else',
    },
    rulerRow(pair),
  ];
}

/** The breakdown as prompt lines: "- Angle: Trine, 4 signs apart (120°): the smoothest angle …". */
export function pairBreakdownLines(pair: SignPair): string[] {
  const heading = `${signName(pair.first)} and ${signName(pair.second)}, by the classical rules:`;
  return [heading, ...pairBreakdown(pair).map((row) => `- ${row.label}: ${row.value}: ${row.note}`)];
}
