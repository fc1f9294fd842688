import type { WheelAspect, WheelBody, WheelHouses, WheelRing } from './wheel-types';

/** Sample charts for the wheel's tests (hand-made positions, not a real birth). */
const body = (id: WheelBody['id'], lon: number, retrograde = false, house?: number): WheelBody =>
  house === undefined ? { id, lon, retrograde } : { id, lon, retrograde, house };

export const sampleHouses: WheelHouses = {
  asc: 201.3,
  mc: 110.2,
  cusps: [201.3, 229, 258, 290.2, 324, 356, 21.3, 49, 78, 110.2, 144, 176],
};

export const natalRing: WheelRing = {
  label: 'Natal',
  bodies: [
    body('sun', 132 + 34 / 60, false, 10),
    body('moon', 78.2),
    body('mercury', 150.9),
    body('venus', 118.4),
    body('mars', 245.3, true),
    body('jupiter', 8.1),
    body('saturn', 333.7, true),
    body('uranus', 40.2),
    body('neptune', 356.1, true),
    body('pluto', 298.4, true),
    body('meanNode', 12.5, true),
    body('trueNode', 13.9, true),
    body('chiron', 3.3),
  ],
};

/** Six bodies inside 10° of Capricorn, the case the glyph spreading exists for. */
export const stelliumRing: WheelRing = {
  label: 'Natal',
  bodies: [
    body('sun', 280.2),
    body('mercury', 281.7),
    body('venus', 283.9),
    body('saturn', 285.4),
    body('uranus', 287.5, true),
    body('neptune', 289.8),
    body('moon', 15.5),
    body('mars', 100.1),
    body('jupiter', 190.4, true),
    body('pluto', 226.7),
    body('meanNode', 330.2, true),
    body('trueNode', 331.4, true),
    body('chiron', 91.2),
  ],
};

export const transitRing: WheelRing = {
  label: 'Transits',
  bodies: [
    body('sun', 205.1),
    body('moon', 300.4),
    body('mercury', 221.3, true),
    body('venus', 190.8),
    body('mars', 110.6),
    body('jupiter', 95.2),
    body('saturn', 351.9, true),
  ],
};

export const natalAspects: WheelAspect[] = [
  { from: 'sun', to: 'jupiter', type: 'trine', orb: 4.47, applying: false },
  { from: 'sun', to: 'uranus', type: 'square', orb: 2.37, applying: true },
  { from: 'mercury', to: 'saturn', type: 'opposition', orb: 2.8, applying: true },
  { from: 'jupiter', to: 'chiron', type: 'conjunction', orb: 4.8 },
  { from: 'moon', to: 'trueNode', type: 'sextile', orb: 4.3, applying: true },
  { from: 'mercury', to: 'pluto', type: 'quincunx', orb: 2.5, applying: false },
];

export const transitAspects: WheelAspect[] = [
  { from: 'sun', to: 'mars', type: 'square', orb: 1.97, applying: true, fromRing: 'inner', toRing: 'outer' },
  {
    from: 'venus',
    to: 'saturn',
    type: 'trine',
    orb: 6.5,
    applying: false,
    fromRing: 'inner',
    toRing: 'outer',
  },
  { from: 'moon', to: 'moon', type: 'trine', orb: 2.2, applying: true, fromRing: 'inner', toRing: 'outer' },
];
