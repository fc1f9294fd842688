import { describe, expect, it } from 'vitest';
import { dealFrom, seatAmong, seatingOrder } from './line-dealer';

const pool = Array.from({ length: 12 }, (_, index) => `line ${index}`);
const members = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'];

describe('dealFrom', () => {
  it('never gives two seated members the same entry on one turn', () => {
    const seating = seatingOrder(members, 'test');
    for (let turn = 0; turn < 40; turn += 1) {
      const dealt = members.map((member) =>
        dealFrom(pool, { salt: 'test', turn, seat: seatAmong(member, seating, pool.length) }),
      );
      expect(new Set(dealt).size, `turn ${turn}`).toBe(members.length);
    }
  });

  it('walks one seat through the whole pool before repeating an entry', () => {
    const dealt = Array.from({ length: pool.length }, (_, turn) =>
      dealFrom(pool, { salt: 'x', turn, seat: 3 }),
    );
    expect(new Set(dealt).size).toBe(pool.length);
    expect(dealFrom(pool, { salt: 'x', turn: 12, seat: 3 })).toBe(dealt[0]);
  });

  it('shuffles pools differently by salt and handles negative turns', () => {
    const first = pool.map((_, turn) => dealFrom(pool, { salt: 'one', turn, seat: 0 }));
    const second = pool.map((_, turn) => dealFrom(pool, { salt: 'two', turn, seat: 0 }));
    expect(first).not.toEqual(second);
    expect(pool).toContain(dealFrom(pool, { salt: 'one', turn: -5, seat: 0 }));
  });

  it('refuses an empty pool and a stranger at the table', () => {
    expect(() => dealFrom([], { salt: 'empty', turn: 0, seat: 0 })).toThrow(/empty/);
    expect(() => seatAmong('z', members, 12)).toThrow(/not one of the members/);
  });
});
