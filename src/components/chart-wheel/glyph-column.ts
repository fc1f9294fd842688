/** Size of one text label in viewBox units, drawn centred on its anchor. */
export interface LabelBox {
  width: number;
  height: number;
}

// Advance widths as shares of the font size, for the few characters a column can hold.
const CHARACTER_WIDTH_EM: Record<string, number> = { '°': 0.4, '′': 0.3, '℞': 0.75 };
const DIGIT_WIDTH_EM = 0.58;
// Digits and symbols drawn with dominant-baseline central need about this much height.
const LABEL_HEIGHT_EM = 0.8;

/** A slightly generous estimate of a label's box: layout must work before any font loads. */
export function labelBox(text: string, fontSize: number): LabelBox {
  const widthEm = [...text].reduce((sum, character) => sum + (CHARACTER_WIDTH_EM[character] ?? DIGIT_WIDTH_EM), 0);
  return { width: widthEm * fontSize, height: LABEL_HEIGHT_EM * fontSize };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Least distance between the centres of two axis-aligned boxes, moving along a direction at
 * `angleDeg`, for them not to overlap: they clear each other once either the horizontal or the
 * vertical gap opens, whichever comes first.
 */
export function clearance(first: LabelBox, second: LabelBox, angleDeg: number, gap: number): number {
  const cos = Math.abs(Math.cos(radians(angleDeg)));
  const sin = Math.abs(Math.sin(radians(angleDeg)));
  const horizontal = cos > 1e-9 ? ((first.width + second.width) / 2 + gap) / cos : Infinity;
  const vertical = sin > 1e-9 ? ((first.height + second.height) / 2 + gap) / sin : Infinity;
  return Math.min(horizontal, vertical);
}

/**
 * Radii of a column of labels stacked from `startRadius` towards the centre along the ray at
 * screen angle `angleDeg` (0° = 3 o'clock, counter-clockwise). Text stays upright, so a column
 * at 3 or 9 o'clock needs each label's width of room, one at 12 or 6 o'clock only its height:
 * the spacing follows the angle instead of reserving the worst case everywhere.
 */
export function stackColumn(boxes: readonly LabelBox[], startRadius: number, angleDeg: number, gap: number): number[] {
  const radii: number[] = [];
  boxes.forEach((box, index) => {
    const previous = boxes[index - 1];
    const previousRadius = radii[index - 1];
    radii.push(previous && previousRadius !== undefined ? previousRadius - clearance(previous, box, angleDeg, gap) : startRadius);
  });
  return radii;
}
