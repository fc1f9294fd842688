import { describe, expect, it } from 'vitest';
import { MOON_PHASE_IDS } from '../../sky/moon-phases';
import { frameProblems, phrasePoolProblems } from '../../compose/dream/dream-phrase';
import { emotionClauses, moonPhaseClauses, symbolClauses, unmarkedClauses } from './bank/journal-clauses';
import { JOURNAL_FRAMES } from './bank/journal-frames';
import {
  JOURNAL_ADVICE,
  JOURNAL_AFFIRMATIONS,
  JOURNAL_ELEMENT,
  JOURNAL_OPENING,
  JOURNAL_PRACTICE,
  JOURNAL_QUESTIONS,
} from './bank/journal-lines';
import { journalWisdomClauses } from './bank/journal-wisdom-lines';
import { DREAM_EMOTION_IDS, dreamEmotionNames } from './dream-emotions';
import { DREAM_ELEMENTS, DREAM_SYMBOL_IDS, dreamSymbolList } from './dream-symbols';
import { journalMoonPhaseList } from './journal-moon-phases';
import { journalWisdomTopicList } from './journal-wisdom-topics';

/** Tool spec §2, §3 and §9: the journal's names, counts and fields. */
describe('Cosmic Dream Journal content', () => {
  it('has the spec’s eight symbols, with every field filled', () => {
    expect(dreamSymbolList.map((symbol) => symbol.symbol)).toEqual([
      'Flying',
      'Water',
      'Fire',
      'Animals',
      'Death',
      'Numbers',
      'Colors',
      'Falling',
    ]);
    for (const symbol of dreamSymbolList) {
      expect(symbol.meaning.length, `${symbol.id}.meaning`).toBeGreaterThan(20);
      expect(symbol.emoji, `${symbol.id}.emoji`).not.toBe('');
      expect(DREAM_ELEMENTS, `${symbol.id}.element`).toContain(symbol.element);
      expect(symbol.zodiacConnection.length, `${symbol.id}.zodiacConnection`).toBeGreaterThan(0);
    }
  });

  it('has the spec’s eight Moon phases in order, each with a meaning', () => {
    expect(journalMoonPhaseList.map((phase) => phase.name)).toEqual([
      'New Moon',
      'Waxing Crescent',
      'First Quarter',
      'Waxing Gibbous',
      'Full Moon',
      'Waning Gibbous',
      'Last Quarter',
      'Waning Crescent',
    ]);
    for (const phase of journalMoonPhaseList) expect(phase.meaning.length, phase.id).toBeGreaterThan(20);
  });

  it('has the spec’s twelve emotions in order', () => {
    expect(DREAM_EMOTION_IDS.map((id) => dreamEmotionNames[id])).toEqual([
      'Joy',
      'Fear',
      'Anxiety',
      'Peace',
      'Confusion',
      'Love',
      'Anger',
      'Wonder',
      'Sadness',
      'Excitement',
      'Calm',
      'Overwhelmed',
    ]);
  });

  it('has the spec’s three wisdom topics in order', () => {
    expect(journalWisdomTopicList.map((topic) => topic.title)).toEqual([
      'Subconscious Messages',
      'Astrological Influence',
      'Spiritual Growth',
    ]);
  });

  it('writes a clause for every symbol, emotion, phase and element that any frame can hold', () => {
    const shared = [
      ...DREAM_SYMBOL_IDS.map((id) => symbolClauses[id]),
      ...DREAM_EMOTION_IDS.map((id) => emotionClauses[id]),
      ...MOON_PHASE_IDS.map((id) => moonPhaseClauses[id]),
      ...Object.values(JOURNAL_ELEMENT),
      unmarkedClauses,
    ];
    // Each sign's own lines: 63 combinations or more, so no sign meets one twice in two months.
    const own = [JOURNAL_OPENING, JOURNAL_ADVICE, JOURNAL_QUESTIONS, JOURNAL_AFFIRMATIONS, JOURNAL_PRACTICE];
    const problems = [
      ...shared.flatMap((pools) => phrasePoolProblems(pools, 12)),
      ...own.flatMap((pools) => phrasePoolProblems(pools, 63)),
      ...Object.values(journalWisdomClauses).flatMap((pools) => phrasePoolProblems(pools, 55)),
      ...JOURNAL_FRAMES.flatMap(frameProblems),
    ];
    expect(problems).toEqual([]);
    expect(JOURNAL_FRAMES).toHaveLength(31);
    expect(new Set(JOURNAL_FRAMES).size).toBe(JOURNAL_FRAMES.length);
  });
});
