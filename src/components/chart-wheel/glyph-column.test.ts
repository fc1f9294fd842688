import { describe, expect, it } from 'vitest';
import { type PlacedBox, layoutColumn, readsBackwards } from './glyph-column';

const SIZES = { glyphFont: 20, labelFont: 14, gap: 1 };
const LABELS = { degree: '12°', minute: '34′', retrograde: false };

/** Whether `first` comes before `second` for a reader: left to right, or top to bottom when stacked. */
function readsBefore(first: PlacedBox, second: PlacedBox): boolean {
  const across = second.x - first.x;
  const down = second.y - first.y;
  return Math.abs(across) >= Math.abs(down) ? across > 0 : down > 0;
}

describe('layoutColumn', () => {
  // Screen angles all round the wheel, for a column growing inwards and one growing outwards.
  const cases = [-1, 1].flatMap((direction) =>
    Array.from({ length: 24 }, (_, index) => [index * 15 + 7, direction as 1 | -1] as const),
  );

  it.each(cases)('reads "12° 34′" at %i° with the column growing %i', (angle, direction) => {
    const column = layoutColumn(SIZES, LABELS, 100, angle, direction);
    expect(column.degree && column.minute && readsBefore(column.degree, column.minute)).toBe(true);
  });

  it('stacks minutes next to the glyph only where the column runs right-to-left or upwards', () => {
    expect(readsBackwards(0, -1)).toBe(true); // 3 o'clock, inwards: leftwards
    expect(readsBackwards(180, -1)).toBe(false); // 9 o'clock, inwards: rightwards
    expect(readsBackwards(90, -1)).toBe(false); // 12 o'clock, inwards: downwards
    expect(readsBackwards(270, -1)).toBe(true); // 6 o'clock, inwards: upwards
    expect(readsBackwards(0, 1)).toBe(false); // 3 o'clock, outwards: rightwards
  });

  it('leaves out labels a compact wheel has no room for', () => {
    const glyphOnly = layoutColumn(SIZES, { degree: null, minute: null, retrograde: false }, 100, 30, -1);
    expect(glyphOnly.degree).toBeNull();
    expect(glyphOnly.minute).toBeNull();
    expect(glyphOnly.retrograde).toBeNull();
    const degreeOnly = layoutColumn(SIZES, { degree: '7°', minute: null, retrograde: true }, 100, 30, -1);
    expect(degreeOnly.minute).toBeNull();
    expect(degreeOnly.retrograde).not.toBeNull();
  });
});
