import type { WheelAspectId } from './wheel-types';

export type AspectNature = 'blend' | 'harmonious' | 'hard' | 'adjusting';

export interface AspectStyle {
  name: string;
  symbol: string;
  angle: number;
  /** Colour family of the line: conjunction gold, harmonious blue/green, hard red, quincunx violet. */
  nature: AspectNature;
  /** CSS class carrying the stroke colour (presentation lives in chart-wheel.css, never inline). */
  className: string;
}

export const aspectStyles = {
  conjunction: { name: 'conjunction', symbol: '☌\uFE0E', angle: 0, nature: 'blend', className: 'chart-wheel__aspect--conjunction' },
  sextile: { name: 'sextile', symbol: '⚹\uFE0E', angle: 60, nature: 'harmonious', className: 'chart-wheel__aspect--sextile' },
  square: { name: 'square', symbol: '□\uFE0E', angle: 90, nature: 'hard', className: 'chart-wheel__aspect--square' },
  trine: { name: 'trine', symbol: '△\uFE0E', angle: 120, nature: 'harmonious', className: 'chart-wheel__aspect--trine' },
  opposition: { name: 'opposition', symbol: '☍\uFE0E', angle: 180, nature: 'hard', className: 'chart-wheel__aspect--opposition' },
  quincunx: { name: 'quincunx', symbol: '⚻\uFE0E', angle: 150, nature: 'adjusting', className: 'chart-wheel__aspect--quincunx' },
} as const satisfies Record<WheelAspectId, AspectStyle>;
