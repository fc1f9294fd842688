import type { Figure } from '@core/features/sacred-geometry/geometry/figure';
import { svgNumber, svgPoints } from '@core/features/sacred-geometry/geometry/svg-path';
import type { PatternId } from '@core/features/sacred-geometry/pattern';
import { patternFigures } from '@core/features/sacred-geometry/pattern-figures';
import './sacred-geometry.css';

/** Built once per pattern: the figures are pure functions of nothing, and some compute many lines. */
const figureCache = new Map<PatternId, Figure>();
const figureOf = (id: PatternId): Figure => {
  let figure = figureCache.get(id);
  if (!figure) {
    figure = patternFigures[id]();
    figureCache.set(id, figure);
  }
  return figure;
};

interface PatternFigureProps {
  pattern: PatternId;
  /** The figure's name, read out as "Drawing of the …". */
  name: string;
  className?: string;
}

/**
 * A pattern drawn as SVG from its geometry builder (the figure lives in a unit box, so the
 * viewBox is 0 0 1 1), turning slowly about its centre; the turn stops under reduced motion.
 * Strokes are thin in box units and kept thin on screen with non-scaling strokes.
 */
export function PatternFigure({ pattern, name, className = 'h-20 w-20' }: PatternFigureProps) {
  const figure = figureOf(pattern);
  return (
    <svg
      viewBox="0 0 1 1"
      role="img"
      aria-label={`Drawing of the ${name}`}
      data-pattern-figure={pattern}
      className={`geometry-turn shrink-0 text-gold-200 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.2}
      strokeLinejoin="round"
    >
      {figure.enclosures.map((circle, index) => (
        <circle
          key={`enclosure-${index}`}
          cx={svgNumber(circle.cx)}
          cy={svgNumber(circle.cy)}
          r={svgNumber(circle.r)}
          vectorEffect="non-scaling-stroke"
          opacity={0.6}
        />
      ))}
      {figure.circles.map((circle, index) => (
        <circle
          key={`circle-${index}`}
          cx={svgNumber(circle.cx)}
          cy={svgNumber(circle.cy)}
          r={svgNumber(circle.r)}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {figure.lines.map(([from, to], index) => (
        <line
          key={`line-${index}`}
          x1={svgNumber(from.x)}
          y1={svgNumber(from.y)}
          x2={svgNumber(to.x)}
          y2={svgNumber(to.y)}
          vectorEffect="non-scaling-stroke"
          opacity={0.75}
        />
      ))}
      {figure.polygons.map((polygon, index) => (
        <polygon key={`polygon-${index}`} points={svgPoints(polygon)} vectorEffect="non-scaling-stroke" />
      ))}
      {figure.paths.map((d, index) => (
        <path key={`path-${index}`} d={d} fill="none" vectorEffect="non-scaling-stroke" />
      ))}
    </svg>
  );
}
