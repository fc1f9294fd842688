/** The Oracle's nine analysis types (tool spec §3), in the spec's order; the first is the default. */
export const ANALYSIS_TYPE_IDS = [
  'astrological-interpretation',
  'planetary-influences',
  'past-life-memories',
  'prophetic-analysis',
  'chakra-healing',
  'archetype-analysis',
  'lunar-cycles',
  'karmic-patterns',
  'soul-purpose',
] as const;
export type AnalysisTypeId = (typeof ANALYSIS_TYPE_IDS)[number];
export const DEFAULT_ANALYSIS_TYPE: AnalysisTypeId = 'astrological-interpretation';

export interface OracleAnalysisType {
  id: AnalysisTypeId;
  name: string;
  description: string;
}

export const oracleAnalysisTypes = {
  'astrological-interpretation': {
    id: 'astrological-interpretation',
    name: 'Astrological Interpretation',
    description: 'Reads the dream through your sign, its element and the sky of the day.',
  },
  'planetary-influences': {
    id: 'planetary-influences',
    name: 'Planetary Influences',
    description: 'Links each image to the planet that rules it and what that planet asks of you.',
  },
  'past-life-memories': {
    id: 'past-life-memories',
    name: 'Past Life Memories',
    description: 'Treats the dream as an echo of old stories your soul may still be carrying.',
  },
  'prophetic-analysis': {
    id: 'prophetic-analysis',
    name: 'Prophetic Analysis',
    description: 'Looks for what the dream may be preparing you for in the weeks ahead.',
  },
  'chakra-healing': {
    id: 'chakra-healing',
    name: 'Chakra Healing',
    description: 'Maps the dream’s images to the energy centres they stir and how to balance them.',
  },
  'archetype-analysis': {
    id: 'archetype-analysis',
    name: 'Archetype Analysis',
    description: 'Names the universal figures in the dream and the role each plays in your life.',
  },
  'lunar-cycles': {
    id: 'lunar-cycles',
    name: 'Lunar Cycles',
    description: 'Reads the dream against the Moon’s phase and where it sits in its monthly rhythm.',
  },
  'karmic-patterns': {
    id: 'karmic-patterns',
    name: 'Karmic Patterns',
    description: 'Looks for repeating lessons and the choice that could finally close the loop.',
  },
  'soul-purpose': {
    id: 'soul-purpose',
    name: 'Soul Purpose',
    description: 'Asks what the dream says about the work and meaning you are here to grow into.',
  },
} as const satisfies { [Id in AnalysisTypeId]: OracleAnalysisType & { id: Id } };

export const oracleAnalysisTypeList: readonly OracleAnalysisType[] = ANALYSIS_TYPE_IDS.map(
  (id) => oracleAnalysisTypes[id],
);
