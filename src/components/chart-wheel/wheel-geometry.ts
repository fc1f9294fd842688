import type { Point } from '@core/lib/point';

export type { Point };

// Two decimals are far below a pixel at any size the wheel is drawn, and keep the markup short.
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Screen angle of a longitude, in degrees counter-clockwise from 3 o'clock. `rotation` is the
 * longitude drawn at 9 o'clock (the Ascendant, or 0° Aries without houses); longitudes then run
 * counter-clockwise as in Western charts.
 */
export const screenAngle = (longitude: number, rotation: number): number => 180 + longitude - rotation;

/**
 * Screen position of a longitude. `rotation` is the longitude drawn at 9 o'clock (the Ascendant,
 * or 0° Aries without houses); longitudes then run counter-clockwise as in Western charts. SVG's
 * y axis points down, hence the minus sign.
 */
export function pointAt(longitude: number, radius: number, rotation: number): Point {
  const angle = (screenAngle(longitude, rotation) * Math.PI) / 180;
  return { x: round(radius * Math.cos(angle)), y: round(-radius * Math.sin(angle)) };
}

/** Path of the ring segment between two longitudes, drawn counter-clockwise from `start`. */
export function annularSectorPath(
  start: number,
  end: number,
  outerRadius: number,
  innerRadius: number,
  rotation: number,
): string {
  const outerStart = pointAt(start, outerRadius, rotation);
  const outerEnd = pointAt(end, outerRadius, rotation);
  const innerEnd = pointAt(end, innerRadius, rotation);
  const innerStart = pointAt(start, innerRadius, rotation);
  const largeArc = (((end - start) % 360) + 360) % 360 > 180 ? 1 : 0;
  // Sweep flag 0 is counter-clockwise on screen (y down), the direction longitudes grow.
  return [
    `M ${outerStart.x} ${outerStart.y}`,
    `A ${outerRadius} ${outerRadius} 0 ${largeArc} 0 ${outerEnd.x} ${outerEnd.y}`,
    `L ${innerEnd.x} ${innerEnd.y}`,
    `A ${innerRadius} ${innerRadius} 0 ${largeArc} 1 ${innerStart.x} ${innerStart.y}`,
    'Z',
  ].join(' ');
}
