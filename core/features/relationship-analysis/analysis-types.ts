import type { BondDimension, SkyFactor } from '../../compose/pair/pair-sentences';

/** Spec §9: the ten relationship analyses, in the spec's order, grouped in three categories. */
export const ANALYSIS_IDS = [
  'relationship-strengths',
  'relationship-challenges',
  'soulmate-score',
  'friendship-compatibility',
  'family-dynamics',
  'romantic-potential',
  'marriage-partnership',
  'communication-styles',
  'intimacy-passion',
  'breakup-healing',
] as const;
export type AnalysisId = (typeof ANALYSIS_IDS)[number];

export const ANALYSIS_CATEGORIES = ['compatibility', 'relationship', 'healing'] as const;
export type AnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

export const analysisCategoryTitles = {
  compatibility: 'Compatibility',
  relationship: 'Relationship',
  healing: 'Healing',
} as const satisfies Record<AnalysisCategory, string>;

export interface RelationshipAnalysisType {
  id: AnalysisId;
  title: string;
  description: string;
  emoji: string;
  category: AnalysisCategory;
  /** All but breakup healing read two signs (spec §9). */
  requiresTwoSigns: boolean;
  /** Which standing relations of the pair and which parts of the day's sky the reading dwells on. */
  bond: readonly [BondDimension, BondDimension];
  sky: readonly [SkyFactor, SkyFactor];
}

export const relationshipAnalysisTypes = {
  'relationship-strengths': {
    id: 'relationship-strengths',
    title: 'Relationship Strengths',
    description: 'What comes easily between you and where the pairing shines',
    emoji: '💪',
    category: 'compatibility',
    requiresTwoSigns: true,
    bond: ['angle', 'elements'],
    sky: ['venus', 'moon'],
  },
  'relationship-challenges': {
    id: 'relationship-challenges',
    title: 'Relationship Challenges',
    description: 'Where you rub against each other, and what that friction can teach',
    emoji: '⚡',
    category: 'compatibility',
    requiresTwoSigns: true,
    bond: ['angle', 'modalities'],
    sky: ['mars', 'meeting'],
  },
  'soulmate-score': {
    id: 'soulmate-score',
    title: 'Soulmate Score',
    description: 'A resonance figure from the classical sign rules, explained',
    emoji: '💫',
    category: 'compatibility',
    requiresTwoSigns: true,
    bond: ['angle', 'rulers'],
    sky: ['venus', 'meeting'],
  },
  'friendship-compatibility': {
    id: 'friendship-compatibility',
    title: 'Friendship Compatibility',
    description: 'How the two signs get on as friends, allies and company',
    emoji: '🤝',
    category: 'compatibility',
    requiresTwoSigns: true,
    bond: ['elements', 'modalities'],
    sky: ['moon', 'mars'],
  },
  'family-dynamics': {
    id: 'family-dynamics',
    title: 'Family Dynamics',
    description: 'The pair under one roof: roles, routines and old patterns',
    emoji: '🏡',
    category: 'compatibility',
    requiresTwoSigns: true,
    bond: ['modalities', 'rulers'],
    sky: ['moon', 'venus'],
  },
  'romantic-potential': {
    id: 'romantic-potential',
    title: 'Romantic Potential',
    description: 'Attraction, courtship and what keeps a spark alive',
    emoji: '💘',
    category: 'relationship',
    requiresTwoSigns: true,
    bond: ['elements', 'angle'],
    sky: ['meeting', 'venus'],
  },
  'marriage-partnership': {
    id: 'marriage-partnership',
    title: 'Marriage & Partnership',
    description: 'Commitment, shared plans and the long view of life together',
    emoji: '💍',
    category: 'relationship',
    requiresTwoSigns: true,
    bond: ['rulers', 'modalities'],
    sky: ['venus', 'moon'],
  },
  'communication-styles': {
    id: 'communication-styles',
    title: 'Communication Styles',
    description: 'How each of you talks, listens and settles a disagreement',
    emoji: '💬',
    category: 'relationship',
    requiresTwoSigns: true,
    bond: ['modalities', 'elements'],
    sky: ['moon', 'mars'],
  },
  'intimacy-passion': {
    id: 'intimacy-passion',
    title: 'Intimacy & Passion',
    description: 'Desire, closeness and trust at the deepest level',
    emoji: '🔥',
    category: 'relationship',
    requiresTwoSigns: true,
    bond: ['elements', 'rulers'],
    sky: ['mars', 'meeting'],
  },
  'breakup-healing': {
    id: 'breakup-healing',
    title: 'Breakup Healing',
    description: 'Gentle guidance for your sign after a relationship ends',
    emoji: '🌱',
    category: 'healing',
    requiresTwoSigns: false,
    bond: ['elements', 'rulers'],
    sky: ['venus', 'moon'],
  },
} as const satisfies Record<AnalysisId, RelationshipAnalysisType>;

export const analysisList: readonly RelationshipAnalysisType[] = ANALYSIS_IDS.map(
  (id) => relationshipAnalysisTypes[id],
);
