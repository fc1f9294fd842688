import { signList } from '@core/content/signs';
import { annularSectorPath, pointAt } from './wheel-geometry';
import type { WheelLayout } from './wheel-layout';

interface ZodiacRingProps {
  layout: WheelLayout;
  rotation: number;
}

// Every 5°, skipping sign boundaries, which the segment outlines already draw.
const TICKS = Array.from({ length: 72 }, (_, index) => index * 5).filter((longitude) => longitude % 30 !== 0);

/** The twelve sign segments, tinted by element, with their glyphs and 5°/10° ticks. */
export function ZodiacRing({ layout, rotation }: ZodiacRingProps) {
  const { zodiacOuter, zodiacInner, signGlyphFont } = layout;
  const glyphRadius = (zodiacOuter + zodiacInner) / 2;
  return (
    <g aria-hidden="true">
      {signList.map((sign, index) => {
        const start = index * 30;
        const centre = pointAt(start + 15, glyphRadius, rotation);
        return (
          <g
            key={sign.id}
            data-sign={sign.id}
            className={`chart-wheel__sign chart-wheel__sign--${sign.element}`}
          >
            <path
              className="chart-wheel__sign-segment"
              d={annularSectorPath(start, start + 30, zodiacOuter, zodiacInner, rotation)}
            />
            <text
              className="chart-wheel__sign-glyph chart-wheel__symbol"
              x={centre.x}
              y={centre.y}
              fontSize={signGlyphFont}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {`${sign.symbol}\uFE0E`}
            </text>
          </g>
        );
      })}
      {TICKS.map((longitude) => {
        const from = pointAt(longitude, zodiacInner, rotation);
        const to = pointAt(longitude, zodiacInner + (longitude % 10 === 0 ? 7 : 4), rotation);
        return (
          <line key={longitude} className="chart-wheel__tick" x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
        );
      })}
    </g>
  );
}
