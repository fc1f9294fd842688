/**
 * Angle arithmetic shared by the chart engine and the chart wheel. Pure and dependency-free, so
 * the browser can use it without loading the astronomy code.
 */

/** Any angle brought into 0–360°. */
export const normalizeDegrees = (degrees: number): number => {
  const value = degrees % 360;
  return value < 0 ? value + 360 : value;
};
