/** A point in a drawing's plane: x to the right, y down as in SVG (sacred figures, the chart wheel). */
export interface Point {
  readonly x: number;
  readonly y: number;
}
