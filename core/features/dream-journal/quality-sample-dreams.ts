import type { DreamAnalysisRequest } from './dream-journal-request';

/**
 * Dreams the variety test and `npm run quality` read for every sign: one with nothing marked,
 * one typical, and one with every symbol and emotion marked (the longest reading).
 */
export const JOURNAL_SAMPLE_DREAMS: readonly Omit<DreamAnalysisRequest, 'sign' | 'date'>[] = [
  {
    feature: 'dream-journal',
    kind: 'analysis',
    description: 'I was walking through an empty train station looking for a ticket I never found.',
    emotions: [],
    symbols: [],
  },
  {
    feature: 'dream-journal',
    kind: 'analysis',
    title: 'The flooded library',
    description: 'Water rose between the shelves and I swam past books with my grandmother’s handwriting.',
    emotions: ['wonder', 'anxiety'],
    symbols: ['water', 'numbers'],
    moonPhase: 'full-moon',
  },
  {
    feature: 'dream-journal',
    kind: 'analysis',
    title: 'Everything at once',
    description: 'A long, strange night of flying, falling and fire.',
    emotions: [
      'joy',
      'fear',
      'anxiety',
      'peace',
      'confusion',
      'love',
      'anger',
      'wonder',
      'sadness',
      'excitement',
      'calm',
      'overwhelmed',
    ],
    symbols: ['flying', 'water', 'fire', 'animals', 'death', 'numbers', 'colors', 'falling'],
    moonPhase: 'waning-crescent',
  },
];
