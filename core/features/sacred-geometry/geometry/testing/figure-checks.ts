import type { Point } from '../figure';

/** One command of an SVG path as the builders write them: M x y, A rx ry rotation large sweep x y, Z. */
export interface PathCommand {
  command: string;
  values: number[];
}

/** Reads back the path strings the builders write, so tests check the markup a page will draw. */
export function parsePath(d: string): PathCommand[] {
  const tokens = d.trim().split(/[\s,]+/);
  const commands: PathCommand[] = [];
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) commands.push({ command: token, values: [] });
    else {
      const current = commands.at(-1);
      const value = Number(token);
      if (!current || Number.isNaN(value)) throw new Error(`Unreadable path token "${token}" in "${d}".`);
      current.values.push(value);
    }
  }
  return commands;
}

/** The end point of a move or arc command. */
export const endOf = ({ values }: PathCommand): Point => ({
  x: values.at(-2) ?? NaN,
  y: values.at(-1) ?? NaN,
});

/** A point as a failure message shows it. */
export const formatPoint = ({ x, y }: Point): string => `(${x.toFixed(6)}, ${y.toFixed(6)})`;
