import type { KeyboardEvent } from 'react';
import { formatMinutes, zodiacPlaceOf } from './format-degree';
import type { Placement } from './placement';
import { spreadGlyphs } from './spread-glyphs';
import { pointAt } from './wheel-geometry';
import type { BandLayout } from './wheel-layout';

interface BodyBandProps {
  placements: readonly Placement[];
  band: BandLayout;
  rotation: number;
  selectedKey: string | null;
  onSelect(key: string): void;
  onClear(): void;
}

// Below this the leader line would be a dot; the position tick alone shows the true place.
const LEADER_THRESHOLD_DEG = 0.3;

/**
 * One ring of bodies: a tick at each true position and, spread apart so none overlap, a focusable
 * glyph with its degree, minute and ℞ stacked towards the centre, joined to its tick by a leader.
 */
export function BodyBand({ placements, band, rotation, selectedKey, onSelect, onClear }: BodyBandProps) {
  const displayed = spreadGlyphs(
    placements.map((placement) => placement.body.lon),
    band.minSeparation,
  );
  const onKeyDown = (key: string) => (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(key);
    } else if (event.key === 'Escape') {
      onClear();
    }
  };

  return (
    <g className={`chart-wheel__band chart-wheel__band--${placements[0]?.ring ?? 'inner'}`}>
      {placements.map((placement, index) => {
        const trueLongitude = placement.body.lon;
        const shownLongitude = displayed[index] ?? trueLongitude;
        const tickOuter = pointAt(trueLongitude, band.outerEdge, rotation);
        const tickInner = pointAt(trueLongitude, band.outerEdge - 6, rotation);
        const leaderEnd = pointAt(shownLongitude, band.glyph + band.hitRadius, rotation);
        const moved = Math.abs(((shownLongitude - trueLongitude + 540) % 360) - 180) > LEADER_THRESHOLD_DEG;
        const glyphAt = pointAt(shownLongitude, band.glyph, rotation);
        const degreeAt = pointAt(shownLongitude, band.degree, rotation);
        const minuteAt = pointAt(shownLongitude, band.minute, rotation);
        const retrogradeAt = pointAt(shownLongitude, band.retrograde, rotation);
        const { degree, minute } = zodiacPlaceOf(trueLongitude);
        const selected = placement.key === selectedKey;
        return (
          <g key={placement.key}>
            <g aria-hidden="true" className="chart-wheel__marker">
              <line className="chart-wheel__position-tick" x1={tickOuter.x} y1={tickOuter.y} x2={tickInner.x} y2={tickInner.y} />
              {moved ? (
                <line className="chart-wheel__leader" x1={tickInner.x} y1={tickInner.y} x2={leaderEnd.x} y2={leaderEnd.y} />
              ) : null}
            </g>
            <g
              role="button"
              tabIndex={0}
              aria-label={placement.label}
              aria-pressed={selected}
              data-body={placement.key}
              className={`chart-wheel__body${selected ? ' chart-wheel__body--selected' : ''}`}
              onClick={() => onSelect(placement.key)}
              onFocus={() => onSelect(placement.key)}
              onKeyDown={onKeyDown(placement.key)}
            >
              <circle className="chart-wheel__hit" cx={glyphAt.x} cy={glyphAt.y} r={band.hitRadius} />
              <text
                className="chart-wheel__glyph chart-wheel__symbol"
                x={glyphAt.x}
                y={glyphAt.y}
                fontSize={band.glyphFont}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {placement.meaning.glyph}
              </text>
              <text
                className="chart-wheel__degree"
                x={degreeAt.x}
                y={degreeAt.y}
                fontSize={band.labelFont}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {`${degree}°`}
              </text>
              <text
                className="chart-wheel__minute"
                x={minuteAt.x}
                y={minuteAt.y}
                fontSize={band.labelFont - 1}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {formatMinutes(minute)}
              </text>
              {placement.body.retrograde ? (
                <text
                  className="chart-wheel__retrograde"
                  x={retrogradeAt.x}
                  y={retrogradeAt.y}
                  fontSize={band.labelFont - 1}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  ℞
                </text>
              ) : null}
            </g>
          </g>
        );
      })}
    </g>
  );
}
