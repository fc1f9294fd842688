import type { KeyboardEvent } from 'react';
import { formatMinutes, zodiacPlaceOf } from './format-degree';
import { type PlacedBox, layoutColumn } from './glyph-column';
import type { WheelPlacement } from './placement';
import { spreadGlyphs } from './spread-glyphs';
import { pointAt, screenAngle } from './wheel-geometry';
import { type BandLayout, type ColumnDetail, POSITION_TICK } from './wheel-layout';

interface BodyBandProps {
  placements: readonly WheelPlacement[];
  band: BandLayout;
  /** How much each column prints beside its glyph. */
  detail: ColumnDetail;
  rotation: number;
  selectedKey: string | null;
  onSelect(key: string): void;
  onClear(): void;
}

// Below this the leader line would be a dot; the position tick alone shows the true place.
const LEADER_THRESHOLD_DEG = 0.3;

/**
 * One ring of bodies: a tick at each true position and, spread apart so none overlap, a focusable
 * glyph with its degree, minute and ℞ stacked beside it, joined to its tick by a leader line.
 */
export function BodyBand({
  placements,
  band,
  detail,
  rotation,
  selectedKey,
  onSelect,
  onClear,
}: BodyBandProps) {
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
        const tickStart = pointAt(trueLongitude, band.base, rotation);
        const tickEnd = pointAt(trueLongitude, band.base + band.direction * POSITION_TICK, rotation);
        const leaderEnd = pointAt(shownLongitude, band.glyph - band.direction * band.hitRadius, rotation);
        const moved = Math.abs(((shownLongitude - trueLongitude + 540) % 360) - 180) > LEADER_THRESHOLD_DEG;
        const { degree, minute } = zodiacPlaceOf(trueLongitude);
        const labels = {
          degree: detail === 'glyph' ? null : `${degree}°`,
          minute: detail === 'degree-minute' ? formatMinutes(minute) : null,
          retrograde: detail !== 'glyph' && placement.body.retrograde,
        };
        const column = layoutColumn(
          band,
          labels,
          band.glyph,
          screenAngle(shownLongitude, rotation),
          band.direction,
        );
        const selected = placement.key === selectedKey;
        return (
          <g key={placement.key}>
            <g aria-hidden="true" className="chart-wheel__marker">
              <line
                className="chart-wheel__position-tick"
                x1={tickStart.x}
                y1={tickStart.y}
                x2={tickEnd.x}
                y2={tickEnd.y}
              />
              {moved ? (
                <line
                  className="chart-wheel__leader"
                  x1={tickEnd.x}
                  y1={tickEnd.y}
                  x2={leaderEnd.x}
                  y2={leaderEnd.y}
                />
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
              <circle
                className="chart-wheel__hit"
                cx={column.glyph.x}
                cy={column.glyph.y}
                r={band.hitRadius}
              />
              <Label
                box={column.glyph}
                fontSize={band.glyphFont}
                className="chart-wheel__glyph chart-wheel__symbol"
              >
                {placement.meaning.glyph}
              </Label>
              {column.degree && labels.degree ? (
                <Label box={column.degree} fontSize={band.labelFont} className="chart-wheel__degree">
                  {labels.degree}
                </Label>
              ) : null}
              {column.minute && labels.minute ? (
                <Label box={column.minute} fontSize={band.labelFont - 1} className="chart-wheel__minute">
                  {labels.minute}
                </Label>
              ) : null}
              {column.retrograde ? (
                <Label
                  box={column.retrograde}
                  fontSize={band.labelFont - 1}
                  className="chart-wheel__retrograde"
                >
                  ℞
                </Label>
              ) : null}
            </g>
          </g>
        );
      })}
    </g>
  );
}

function Label({
  box,
  fontSize,
  className,
  children,
}: {
  box: PlacedBox;
  fontSize: number;
  className: string;
  children: string;
}) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return (
    <text
      className={className}
      x={round(box.x)}
      y={round(box.y)}
      fontSize={fontSize}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {children}
    </text>
  );
}
