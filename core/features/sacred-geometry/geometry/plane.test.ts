import { describe, expect, it } from 'vitest';
import { circleCrossings, segmentCrossing } from './plane';

describe('circleCrossings', () => {
  it('finds both points where two unit circles one radius apart cross', () => {
    const crossings = circleCrossings(
      { centre: { x: 0, y: 0 }, radius: 1 },
      { centre: { x: 1, y: 0 }, radius: 1 },
    ).sort((first, second) => first.y - second.y);
    expect(crossings).toHaveLength(2);
    expect(crossings[0]?.x).toBeCloseTo(0.5, 12);
    expect(crossings[0]?.y).toBeCloseTo(-Math.sqrt(3) / 2, 12);
    expect(crossings[1]?.y).toBeCloseTo(Math.sqrt(3) / 2, 12);
  });

  it('finds none for circles apart, nested or concentric', () => {
    const unit = { centre: { x: 0, y: 0 }, radius: 1 };
    expect(circleCrossings(unit, { centre: { x: 3, y: 0 }, radius: 1 }), 'apart').toEqual([]);
    expect(circleCrossings(unit, { centre: { x: 0.1, y: 0 }, radius: 0.2 }), 'nested').toEqual([]);
    expect(circleCrossings(unit, { centre: { x: 0, y: 0 }, radius: 1 }), 'concentric').toEqual([]);
  });
});

describe('segmentCrossing', () => {
  it('finds where two segments cross, and nothing for parallel or short ones', () => {
    const crossing = segmentCrossing(
      [
        { x: 0, y: 0 },
        { x: 2, y: 2 },
      ],
      [
        { x: 0, y: 2 },
        { x: 2, y: 0 },
      ],
    );
    expect(crossing?.x).toBeCloseTo(1, 12);
    expect(crossing?.y).toBeCloseTo(1, 12);
    const flat = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ] as const;
    expect(
      segmentCrossing(flat, [
        { x: 0, y: 1 },
        { x: 1, y: 1 },
      ]),
      'parallel',
    ).toBeUndefined();
    expect(
      segmentCrossing(flat, [
        { x: 2, y: -1 },
        { x: 2, y: 1 },
      ]),
      'would cross only if extended',
    ).toBeUndefined();
  });
});
