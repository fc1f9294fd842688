import { describe, expect, it } from 'vitest';
import { createFrameVoice } from '../frame-dealer';
import type { DreamVoiceBank } from './dream-bank';
import { createDreamVoice } from './dream-voice';

const pool = (name: string) => Array.from({ length: 12 }, (_, index) => `${name} ${index}.`);
const BANK = {
  salt: 'test-dreams',
  frames: Array.from(
    { length: 20 },
    (_, index) => `Frame ${index} for {sign} ({element}, {ruler}): {clause}.`,
  ),
  questions: pool('Question'),
  affirmations: pool('Affirmation'),
  clauses: {
    opening: ['opening a', 'opening b'],
    element: { fire: ['fire a'], earth: ['earth a'], air: ['air a'], water: ['water a', 'water b'] },
    advice: ['advice a', 'advice b', 'advice c'],
    wisdom: { topic: ['w0', 'w1', 'w2', 'w3', 'w4'] },
    wisdomPractice: ['practice a', 'practice b'],
  },
  topics: { topic: { id: 'topic', title: 'The Topic', emoji: '🌙', summary: 'About it.' } },
} as const satisfies DreamVoiceBank<'topic'>;
const REQUEST = { sign: 'cancer', date: '2026-11-24' } as const;
const frameVoice = () =>
  createFrameVoice({
    salt: BANK.salt,
    sign: 'cancer',
    date: '2026-11-24',
    slots: { sign: 'Cancer', element: 'water', modality: 'cardinal', ruler: 'the Moon' },
  });

describe('createDreamVoice', () => {
  it('frames each clause at the next place of the reading, with the sign slots filled', () => {
    const voice = createDreamVoice(BANK, REQUEST);
    const plain = frameVoice();
    expect(voice.framed('one')).toBe(plain.framed(BANK.frames, 'one', 0));
    expect(voice.opening()).toBe(plain.framed(BANK.frames, plain.daily(BANK.clauses.opening, 'opening'), 1));
    expect(voice.element()).toBe(
      plain.framed(BANK.frames, plain.daily(BANK.clauses.element.water, 'element'), 2),
    );
    expect(voice.framed('two')).toMatch(/ for Cancer \(water, the Moon\): two\.$/);
  });

  it('closes an analysis with the element and one step, a question and the affirmation in italics', () => {
    const [step, question, affirmation] = createDreamVoice(BANK, REQUEST).analysisClose();
    expect(step).toMatch(/: water [ab]\. Frame \d+ .*: advice [abc]\.$/);
    expect(BANK.questions).toContain(question);
    expect(affirmation).toMatch(/^\*Affirmation \d+\.\*$/);
  });

  it('opens a wisdom reading with its heading and four of the five clauses at their own places', () => {
    const voice = createDreamVoice(BANK, REQUEST);
    const plain = frameVoice();
    const [heading, prose, bullets] = voice.wisdom('topic');
    expect(heading).toBe('### 🌙 The Topic for Cancer');
    const left = plain.daily(BANK.clauses.wisdom.topic, 'wisdom|topic');
    const kept = BANK.clauses.wisdom.topic.flatMap((clause, index) =>
      clause === left ? [] : [plain.framed(BANK.frames, clause, index)],
    );
    expect(prose).toBe(kept.slice(0, 2).join(' '));
    expect(bullets).toBe(`- ${kept.slice(2).join('\n- ')}`);
    // The reading goes on after the topic's five places.
    expect(voice.practice()).toBe(
      plain.framed(BANK.frames, plain.daily(BANK.clauses.wisdomPractice, 'practice'), 5),
    );
  });
});
