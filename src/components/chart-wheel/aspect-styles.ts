import type { WheelAspectId } from './wheel-types';

export interface AspectStyle {
  name: string;
  /**
   * CSS class carrying the line colour: conjunction gold, harmonious (trine, sextile) blue and
   * green, hard (square, opposition) red, quincunx violet, the other minors grey-violet. Colours
   * live in chart-wheel.css.
   */
  className: string;
  /**
   * Majors are drawn bold, minors thin and dashed (and can be hidden), so a wheel with every
   * minor aspect still reads at a glance. The quincunx counts as minor here, as astrologers
   * class it, though the app has always listed it.
   */
  major: boolean;
}

export const aspectStyles = {
  conjunction: { name: 'conjunction', className: 'chart-wheel__aspect--conjunction', major: true },
  sextile: { name: 'sextile', className: 'chart-wheel__aspect--sextile', major: true },
  square: { name: 'square', className: 'chart-wheel__aspect--square', major: true },
  trine: { name: 'trine', className: 'chart-wheel__aspect--trine', major: true },
  opposition: { name: 'opposition', className: 'chart-wheel__aspect--opposition', major: true },
  quincunx: { name: 'quincunx', className: 'chart-wheel__aspect--quincunx', major: false },
  'semi-sextile': { name: 'semi-sextile', className: 'chart-wheel__aspect--semi-sextile', major: false },
  'semi-square': { name: 'semi-square', className: 'chart-wheel__aspect--semi-square', major: false },
  sesquiquadrate: {
    name: 'sesquiquadrate',
    className: 'chart-wheel__aspect--sesquiquadrate',
    major: false,
  },
  quintile: { name: 'quintile', className: 'chart-wheel__aspect--quintile', major: false },
  'bi-quintile': { name: 'bi-quintile', className: 'chart-wheel__aspect--bi-quintile', major: false },
} as const satisfies Record<WheelAspectId, AspectStyle>;

export const isMinorAspect = (type: WheelAspectId): boolean => !aspectStyles[type].major;
