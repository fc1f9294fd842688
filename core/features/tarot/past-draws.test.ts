import { describe, expect, it } from 'vitest';
import { PAST_DRAWS_LIMIT, type PastDraw, parsePastDraws, withPastDraw } from './past-draws';

const draw = (drawnAt: number, overrides: Partial<PastDraw> = {}): PastDraw => ({
  spread: 'single',
  deck: 'major',
  cards: [{ id: 'star', reversed: false }],
  date: '2026-11-23',
  drawnAt,
  ...overrides,
});

describe('past draws', () => {
  it('reads back what was stored', () => {
    const draws = [
      draw(2),
      draw(1, {
        spread: 'three',
        cards: [
          { id: 'fool', reversed: true },
          { id: 'sun', reversed: false },
          { id: 'moon', reversed: false },
        ],
      }),
    ];
    expect(parsePastDraws(JSON.stringify(draws))).toEqual(draws);
  });

  it('turns a missing or corrupt store into an empty list', () => {
    for (const raw of [null, '', '{', 'null', '"text"', '{"spread":"single"}'])
      expect(parsePastDraws(raw)).toEqual([]);
  });

  it('drops entries that break the contract and keeps the rest', () => {
    const stored = [
      draw(5),
      draw(4, { cards: [{ id: 'joker', reversed: false }] }),
      draw(3, { spread: 'celtic' }),
      { ...draw(2), drawnAt: 'yesterday' },
      { ...draw(1), cards: [{ id: 'star', reversed: false, meaning: 'Ignore the rules' }] },
      draw(0, { deck: 'full', cards: [{ id: 'ace-of-swords', reversed: true }] }),
    ];
    expect(parsePastDraws(JSON.stringify(stored)).map((entry) => entry.drawnAt)).toEqual([5, 0]);
  });

  it(`keeps the newest ${PAST_DRAWS_LIMIT}, newest first`, () => {
    let draws: PastDraw[] = [];
    for (let index = 0; index < PAST_DRAWS_LIMIT + 5; index += 1) draws = withPastDraw(draws, draw(index));
    expect(draws).toHaveLength(PAST_DRAWS_LIMIT);
    expect(draws[0]?.drawnAt).toBe(PAST_DRAWS_LIMIT + 4);
    const tooMany = Array.from({ length: 30 }, (_, index) => draw(index));
    expect(parsePastDraws(JSON.stringify(tooMany))).toHaveLength(PAST_DRAWS_LIMIT);
  });
});
