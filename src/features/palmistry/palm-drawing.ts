import type { HandMountId } from '@core/features/palmistry/hand-mount';
import type { PalmLineId } from '@core/features/palmistry/palm-line';

/**
 * Our own drawing of a right palm, seen from its owner's side (thumb on the right), in a
 * 240 × 320 box. The six lines run where palmistry places them and the seven mounts sit under
 * the fingers they are named for; the figure component only chooses how each part is lit.
 */
export const PALM_VIEW_BOX = '0 0 240 320';

/** Fingers and thumb are drawn under the palm, so the palm's top edge reads as the finger creases. */
export const fingerShapes = [
  { name: 'little', x: 48, y: 78, width: 28, height: 90 },
  { name: 'ring', x: 80, y: 40, width: 30, height: 110 },
  { name: 'middle', x: 114, y: 28, width: 30, height: 116 },
  { name: 'index', x: 148, y: 52, width: 28, height: 100 },
] as const;

export const THUMB_PATH =
  'M178,250 C200,230 214,200 222,160 C226,140 228,128 218,122 C206,116 198,130 192,150 C186,168 182,180 176,196 Z';

export const PALM_PATH =
  'M70,312 C60,280 46,250 46,205 C46,175 48,160 52,146 Q115,122 178,128 C184,150 188,170 190,192 C186,230 180,270 172,312 Z';

export const linePaths = {
  'life-line': 'M182,178 C148,196 136,250 150,306',
  'heart-line': 'M50,170 C80,160 110,168 148,150',
  'head-line': 'M182,176 C150,182 112,192 72,212',
  'fate-line': 'M118,306 C118,260 124,210 128,148',
  'sun-line': 'M96,262 C96,230 94,190 94,152',
  'mercury-line': 'M110,300 C95,260 76,215 64,162',
} as const satisfies Record<PalmLineId, string>;

export interface MountShape {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export const mountShapes = {
  'venus-mount': { cx: 170, cy: 252, rx: 15, ry: 28 },
  'jupiter-mount': { cx: 162, cy: 146, rx: 13, ry: 9 },
  'saturn-mount': { cx: 129, cy: 140, rx: 13, ry: 9 },
  'apollo-mount': { cx: 95, cy: 143, rx: 13, ry: 9 },
  'mercury-mount': { cx: 63, cy: 154, rx: 12, ry: 9 },
  'mars-mount': { cx: 57, cy: 196, rx: 9, ry: 14 },
  'luna-mount': { cx: 68, cy: 262, rx: 15, ry: 26 },
} as const satisfies Record<HandMountId, MountShape>;
