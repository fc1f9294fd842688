/** Size of one text label in viewBox units, drawn centred on its anchor. */
export interface LabelBox {
  width: number;
  height: number;
}

/** A label box with its centre, in viewBox coordinates (origin at the wheel's centre, y down). */
export interface PlacedBox extends LabelBox {
  x: number;
  y: number;
}

export interface ColumnSizes {
  glyphFont: number;
  labelFont: number;
  /** Clear space kept between any two labels. */
  gap: number;
}

/** What a column prints beside its glyph; null leaves a label out (a compact wheel has less room). */
export interface ColumnLabels {
  degree: string | null;
  minute: string | null;
  retrograde: boolean;
}

/** One body's labels, stacked along its ray: glyph, degree and minute, then ℞ when retrograde. */
export interface Column {
  glyph: PlacedBox;
  degree: PlacedBox | null;
  minute: PlacedBox | null;
  retrograde: PlacedBox | null;
}

// Advance widths as shares of the font size, for the few characters a column can hold.
const CHARACTER_WIDTH_EM: Record<string, number> = { '°': 0.4, '′': 0.3, '℞': 0.75 };
const DIGIT_WIDTH_EM = 0.58;
// Digits and symbols drawn with dominant-baseline central need about this much height.
const LABEL_HEIGHT_EM = 0.8;
const GLYPH_BOX_EM = 0.9;
const STEP = 0.25;

/** A slightly generous estimate of a label's box: layout must work before any font loads. */
export function labelBox(text: string, fontSize: number): LabelBox {
  const widthEm = [...text].reduce(
    (sum, character) => sum + (CHARACTER_WIDTH_EM[character] ?? DIGIT_WIDTH_EM),
    0,
  );
  return { width: widthEm * fontSize, height: LABEL_HEIGHT_EM * fontSize };
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function boxesOverlap(first: PlacedBox, second: PlacedBox, gap: number): boolean {
  return (
    Math.abs(first.x - second.x) < (first.width + second.width) / 2 + gap - 1e-9 &&
    Math.abs(first.y - second.y) < (first.height + second.height) / 2 + gap - 1e-9
  );
}

/**
 * Least distance between the centres of two upright boxes, moving along a direction at
 * `angleDeg`, for them not to overlap: they clear once either the horizontal or the vertical
 * gap opens, whichever comes first.
 */
export function clearance(first: LabelBox, second: LabelBox, angleDeg: number, gap: number): number {
  const cos = Math.abs(Math.cos(radians(angleDeg)));
  const sin = Math.abs(Math.sin(radians(angleDeg)));
  const horizontal = cos > 1e-9 ? ((first.width + second.width) / 2 + gap) / cos : Infinity;
  const vertical = sin > 1e-9 ? ((first.height + second.height) / 2 + gap) / sin : Infinity;
  return Math.min(horizontal, vertical);
}

/**
 * True when a column stacked along this ray would read backwards: a reader takes upright text
 * left to right, or top to bottom when the column is nearer vertical, so a column growing
 * leftwards or upwards must put the minutes before the degrees to read "12° 34′".
 */
export function readsBackwards(angleDeg: number, direction: 1 | -1): boolean {
  const across = direction * Math.cos(radians(angleDeg));
  const down = -direction * Math.sin(radians(angleDeg));
  return Math.abs(across) >= Math.abs(down) ? across < 0 : down < 0;
}

/**
 * Places one body's labels on the ray at screen angle `angleDeg` (0° = 3
 * o'clock, counter-clockwise). Degree and minute stack along the ray, towards the centre
 * (`direction` -1) or away from it (1), each as close as it can sit without touching what is
 * already placed, in the order that reads as "degree, minute" on that side of the wheel. Text
 * stays upright, so a column at 3 or 9 o'clock needs each label's width of room and one at 12
 * or 6 o'clock only its height: the spacing follows the angle instead of reserving the worst
 * case everywhere.
 */
export function layoutColumn(
  sizes: ColumnSizes,
  labels: ColumnLabels,
  glyphRadius: number,
  angleDeg: number,
  direction: 1 | -1,
): Column {
  const ray = { x: Math.cos(radians(angleDeg)), y: -Math.sin(radians(angleDeg)) };
  const at = (radius: number, box: LabelBox): PlacedBox => ({ ...box, x: radius * ray.x, y: radius * ray.y });
  const glyph = at(glyphRadius, {
    width: sizes.glyphFont * GLYPH_BOX_EM,
    height: sizes.glyphFont * GLYPH_BOX_EM,
  });
  const placed: PlacedBox[] = [glyph];

  const stack = (box: LabelBox, previous: PlacedBox): PlacedBox => {
    const previousRadius = previous.x * ray.x + previous.y * ray.y;
    let distance = clearance(previous, box, angleDeg, sizes.gap);
    let candidate = at(previousRadius + direction * distance, box);
    while (placed.some((other) => boxesOverlap(other, candidate, sizes.gap))) {
      distance += STEP;
      candidate = at(previousRadius + direction * distance, box);
    }
    placed.push(candidate);
    return candidate;
  };
  let last = glyph;
  const next = (text: string | null, fontSize: number): PlacedBox | null => {
    if (text === null) return null;
    last = stack(labelBox(text, fontSize), last);
    return last;
  };
  const minuteFirst = readsBackwards(angleDeg, direction);
  const minuteEarly = minuteFirst ? next(labels.minute, sizes.labelFont - 1) : null;
  const degree = next(labels.degree, sizes.labelFont);
  const minute = minuteFirst ? minuteEarly : next(labels.minute, sizes.labelFont - 1);
  const retrograde = next(labels.retrograde ? '℞' : null, sizes.labelFont - 1);
  return { glyph, degree, minute, retrograde };
}

export const columnBoxes = (column: Column): PlacedBox[] =>
  [column.glyph, column.degree, column.minute, column.retrograde].filter(
    (box): box is PlacedBox => box !== null,
  );

/** How far a box reaches from the centre of the wheel, measured along the ray at `angleDeg`. */
export function radialReach(box: PlacedBox, angleDeg: number, direction: 1 | -1): number {
  const cos = Math.cos(radians(angleDeg));
  const sin = Math.sin(radians(angleDeg));
  const centre = box.x * cos - box.y * sin;
  return centre + (direction * (Math.abs(cos) * box.width + Math.abs(sin) * box.height)) / 2;
}
