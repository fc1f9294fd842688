import type { WheelAspectId } from './wheel-types';

export interface AspectStyle {
  name: string;
  /**
   * CSS class carrying the line colour: conjunction gold, harmonious (trine, sextile) blue and
   * green, hard (square, opposition) red, quincunx violet. Colours live in chart-wheel.css.
   */
  className: string;
}

export const aspectStyles = {
  conjunction: { name: 'conjunction', className: 'chart-wheel__aspect--conjunction' },
  sextile: { name: 'sextile', className: 'chart-wheel__aspect--sextile' },
  square: { name: 'square', className: 'chart-wheel__aspect--square' },
  trine: { name: 'trine', className: 'chart-wheel__aspect--trine' },
  opposition: { name: 'opposition', className: 'chart-wheel__aspect--opposition' },
  quincunx: { name: 'quincunx', className: 'chart-wheel__aspect--quincunx' },
} as const satisfies Record<WheelAspectId, AspectStyle>;
