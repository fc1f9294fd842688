import { normalizeDegrees } from './spread-glyphs';
import { pointAt } from './wheel-geometry';
import type { WheelLayout } from './wheel-layout';
import type { WheelHouses } from './wheel-types';

interface HouseLinesProps {
  houses: WheelHouses;
  layout: WheelLayout;
  rotation: number;
}

/** The four angles as a table: the axes are drawn from these, the labels say which is which. */
const ANGLES = [
  { label: 'ASC', from: 'asc', offset: 0 },
  { label: 'DSC', from: 'asc', offset: 180 },
  { label: 'MC', from: 'mc', offset: 0 },
  { label: 'IC', from: 'mc', offset: 180 },
] as const;

/** House cusps with their numbers, and the ASC/DSC and MC/IC axes drawn stronger and labelled. */
export function HouseLines({ houses, layout, rotation }: HouseLinesProps) {
  const { aspect, zodiacInner, zodiacOuter, axisLabel, axisLabelFont, houseNumber, outer } = layout;
  return (
    <g aria-hidden="true">
      {houses.cusps.map((cusp, index) => {
        const from = pointAt(cusp, aspect, rotation);
        const to = pointAt(cusp, zodiacInner, rotation);
        const next = houses.cusps[(index + 1) % houses.cusps.length] ?? cusp;
        const middle = cusp + normalizeDegrees(next - cusp) / 2;
        const numberAt = houseNumber ? pointAt(middle, houseNumber.radius, rotation) : null;
        return (
          <g key={index} className="chart-wheel__house">
            <line className="chart-wheel__cusp" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
            {numberAt && houseNumber ? (
              <text
                className="chart-wheel__house-number"
                x={numberAt.x}
                y={numberAt.y}
                fontSize={houseNumber.font}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {index + 1}
              </text>
            ) : null}
          </g>
        );
      })}
      {ANGLES.map((angle) => {
        const longitude = houses[angle.from] + angle.offset;
        const from = pointAt(longitude, aspect, rotation);
        const to = pointAt(longitude, zodiacOuter + 3, rotation);
        const labelAt = pointAt(longitude, axisLabel, rotation);
        const beyondOuterRing = outer ? pointAt(longitude, outer.edge, rotation) : null;
        return (
          <g key={angle.label} className="chart-wheel__axis" data-angle={angle.label}>
            <line className="chart-wheel__axis-line" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
            {beyondOuterRing ? (
              // Carries the axis across the second ring to its label, faintly, behind the glyphs.
              <line
                className="chart-wheel__axis-extension"
                x1={to.x}
                y1={to.y}
                x2={beyondOuterRing.x}
                y2={beyondOuterRing.y}
              />
            ) : null}
            <text
              className="chart-wheel__axis-label"
              x={labelAt.x}
              y={labelAt.y}
              fontSize={axisLabelFont}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {angle.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
