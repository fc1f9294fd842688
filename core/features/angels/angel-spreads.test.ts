import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPREAD_ID,
  QUESTION_SPREAD_ID,
  ANGEL_SPREAD_IDS,
  angelSpreads,
  isSpreadId,
  spreadList,
} from './angel-spreads';

/** Tool spec §3 table and §9 counts, written out field by field. */
const SPEC_TABLE = [
  { id: 'single', name: 'Single Angel Message', cardCount: 1, positions: ['Divine Message'] },
  {
    id: 'trinity',
    name: 'Trinity Spread',
    cardCount: 3,
    positions: ['Past Influence', 'Present Guidance', 'Future Blessing'],
  },
  {
    id: 'seven-heavens',
    name: 'Seven Heavens Spread',
    cardCount: 7,
    positions: [
      'Your Current Situation',
      'Hidden Influences',
      'Divine Guidance',
      'Your Spiritual Gifts',
      'Challenges to Overcome',
      'Angels Supporting You',
      'Divine Outcome',
    ],
  },
  {
    id: 'guidance',
    name: 'Angel Guidance Reading',
    cardCount: 5,
    positions: ['Current Energy', 'Divine Guidance', 'Action to Take', 'Angels Helping', 'Blessed Outcome'],
  },
];

describe('the four angel spreads', () => {
  it('match the spec table: ids, names, card counts and positions in order', () => {
    expect(
      spreadList.map(({ id, name, cardCount, positions }) => ({ id, name, cardCount, positions })),
    ).toEqual(SPEC_TABLE);
    for (const id of ANGEL_SPREAD_IDS) expect(angelSpreads[id].id, `angelSpreads.${id}`).toBe(id);
  });

  it('draw as many cards as they have positions, each label once', () => {
    for (const spread of spreadList) {
      expect(spread.cardCount, spread.id).toBe(spread.positions.length);
      expect(new Set(spread.positions).size, `${spread.id} repeats a position`).toBe(spread.positions.length);
    }
  });

  it('have a description, an icon and a #rrggbb colour each', () => {
    for (const spread of spreadList) {
      expect(spread.description, spread.id).toMatch(/^[A-Z].{30,}[.!?]$/);
      expect(spread.icon, `${spread.id} icon`).toMatch(/\p{Extended_Pictographic}/u);
      expect(spread.color, `${spread.id} colour`).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(spreadList.map((spread) => spread.color)).size).toBe(4);
  });

  it('default to trinity and ask a question only in the guidance spread', () => {
    expect(DEFAULT_SPREAD_ID).toBe('trinity');
    expect(QUESTION_SPREAD_ID).toBe('guidance');
  });

  it('recognises spread ids and nothing else', () => {
    expect(isSpreadId('seven-heavens')).toBe(true);
    expect(isSpreadId('celtic-cross')).toBe(false);
  });
});
