import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { type IsoDate, addDays } from '../../time/calendar-date';
import type { DreamVoiceBank } from './dream-bank';
import { phraseAt, phraseCount, phrasePoolProblems } from './dream-phrase';
import { createDreamVoice } from './dream-voice';

const letters = (name: string, size: number) => Array.from({ length: size }, (_, index) => `${name}${index}`);
/** Own lines: 7 × 9 = 63 combinations. */
const own = (name: string) => [letters(`${name}-a`, 7), letters(`${name}-b`, 9)] as const;
const BANK = {
  salt: 'test-dreams',
  frames: Array.from(
    { length: 31 },
    (_, index) => `Frame ${index} for {sign} ({element}, {ruler}): {clause}.`,
  ),
  opening: own('opening'),
  element: {
    fire: [letters('fire', 3), letters('f', 4)],
    earth: [letters('earth', 3), letters('e', 4)],
    air: [letters('air', 3), letters('a', 4)],
    water: [letters('water', 3), letters('w', 4)],
  },
  advice: own('advice'),
  questions: own('question'),
  affirmations: own('affirmation'),
  wisdom: { one: [letters('way', 5), letters('one', 11)], two: [letters('way', 5), letters('two', 11)] },
  wisdomPractice: own('practice'),
  topics: {
    one: { id: 'one', title: 'The One', emoji: '🌙', summary: 'About one.' },
    two: { id: 'two', title: 'The Two', emoji: '✨', summary: 'About two.' },
  },
} as const satisfies DreamVoiceBank<'one' | 'two'>;

const lines = (date: IsoDate, tab = 0) =>
  SIGN_IDS.map((sign) => {
    const voice = createDreamVoice(BANK, { sign, date, tab });
    return [voice.opening(), ...voice.analysisClose(), voice.practice()];
  });

describe('phrase pools', () => {
  it('walk the whole product of coprime pools before a clause comes back', () => {
    const pools = [letters('a', 7), letters('b', 9)];
    expect(phrasePoolProblems(pools, 63)).toEqual([]);
    const clauses = Array.from({ length: phraseCount(pools) }, (_, index) => phraseAt(pools, index, 'x'));
    expect(new Set(clauses).size).toBe(63);
    expect(phraseAt(pools, 63, 'x')).toBe(clauses[0]);
    expect(phrasePoolProblems([letters('a', 4), letters('b', 6)], 12)).toHaveLength(1);
    expect(phrasePoolProblems([['a, b'], ['c']])).toEqual(['punctuation inside "a, b"']);
  });
});

describe('createDreamVoice', () => {
  it('frames each clause with the sign slots filled, capitalises questions and affirmations', () => {
    const voice = createDreamVoice(BANK, { sign: 'cancer', date: '2026-11-24' });
    expect(voice.framed('one')).toMatch(/^Frame \d+ for Cancer \(water, the Moon\): one\.$/);
    expect(voice.question()).toMatch(/^Question-a\d question-b\d\?$/);
    expect(voice.affirmation()).toMatch(/^\*Affirmation-a\d affirmation-b\d\.\*$/);
  });

  it('gives the twelve signs different own lines on a day, and one sign none twice in 60 days', () => {
    const day = lines('2026-11-24').flat();
    expect(new Set(day).size).toBe(day.length);
    for (const sign of SIGN_IDS) {
      const seen = Array.from({ length: 60 }, (_, offset) => {
        const voice = createDreamVoice(BANK, { sign, date: addDays('2026-11-24', offset) });
        return voice.question();
      });
      expect(new Set(seen).size, sign).toBe(60);
    }
  });

  it('gives one sign’s tabs different sentences on a day', () => {
    const [first, second] = [0, 1].map((tab) => lines('2026-11-24', tab)[0] ?? []);
    expect(first?.filter((line) => second?.includes(line))).toEqual([]);
  });

  it('deals a wisdom topic four different teachings a day under its heading', () => {
    const { heading, clauses } = createDreamVoice(BANK, { sign: 'leo', date: '2026-11-24' }).wisdom('two');
    expect(heading).toBe('### ✨ The Two for Leo');
    expect(clauses).toHaveLength(4);
    const teachings = clauses.map((clause) => clause.match(/two\d+/)?.[0]);
    expect(new Set(teachings).size).toBe(4);
  });
});
