import type { OracleAnalysisRequest } from './dream-oracle-request';

/**
 * Dreams the variety test and `npm run quality` read for every sign: none chosen with the
 * default analysis, a typical one, and every symbol with the longest reading.
 */
export const ORACLE_SAMPLE_DREAMS: readonly Omit<OracleAnalysisRequest, 'sign' | 'date'>[] = [
  {
    feature: 'dream-oracle',
    kind: 'analysis',
    description: 'I kept climbing a staircase that turned into a garden path.',
    symbols: [],
    analysisType: 'astrological-interpretation',
  },
  {
    feature: 'dream-oracle',
    kind: 'analysis',
    description: 'A white temple by the sea, and a voice counting slowly to seven.',
    symbols: ['temples', 'numbers', 'water'],
    analysisType: 'karmic-patterns',
  },
  {
    feature: 'dream-oracle',
    kind: 'analysis',
    description: 'Everything at once: wings, flames, wolves and a sky full of stars.',
    symbols: [
      'flying',
      'water',
      'fire',
      'animals',
      'death',
      'numbers',
      'light',
      'crystals',
      'temples',
      'stars',
    ],
    analysisType: 'soul-purpose',
  },
];
