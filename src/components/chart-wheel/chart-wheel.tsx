import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { AspectLines } from './aspect-lines';
import { BodyBand } from './body-band';
import { BodyDetails } from './body-details';
import { HouseLines } from './house-lines';
import { type WheelPlacement, wheelPlacementOf } from './placement';
import { wheelLayout } from './wheel-layout';
import type { ChartWheelProps, WheelHouses, WheelRing, WheelRingId } from './wheel-types';
import { ZodiacRing } from './zodiac-ring';
import './chart-wheel.css';

const placementsOf = (
  ring: WheelRing,
  ringId: WheelRingId,
  houses: WheelHouses | undefined,
  showRing: boolean,
) => ring.bodies.map((body) => wheelPlacementOf(body, ringId, ring.label, { houses, showRing }));

/**
 * The chart wheel, drawn by hand in SVG: zodiac ring, houses with the four angles, the bodies of
 * one ring or two (a bi-wheel for synastry, transits, progressions and returns) and the aspect
 * lines. Each glyph is a button; focusing or tapping it shows its placement and meaning below.
 * Pair it with <ChartTable> for the same data as accessible tables.
 *
 * Everything is styled through classes in chart-wheel.css or SVG presentation attributes: the
 * site's CSP (`style-src 'self'`) blocks style attributes.
 */
export function ChartWheel({ inner, outer, houses, aspects, title, size = 420 }: ChartWheelProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const layout = wheelLayout(outer !== undefined, houses !== undefined);
  // Western charts put the Ascendant at 9 o'clock; without a birth time, 0° Aries goes there.
  const rotation = houses?.asc ?? 0;
  const showRing = outer !== undefined;

  const innerPlacements = useMemo(
    () => placementsOf(inner, 'inner', houses, showRing),
    [inner, houses, showRing],
  );
  const outerPlacements = useMemo(
    () => (outer ? placementsOf(outer, 'outer', houses, true) : []),
    [outer, houses],
  );
  const byKey = useMemo(
    () =>
      new Map<string, WheelPlacement>(
        [...innerPlacements, ...outerPlacements].map((placement) => [placement.key, placement]),
      ),
    [innerPlacements, outerPlacements],
  );
  const longitudes = useMemo(
    () => new Map([...byKey].map(([key, placement]) => [key, placement.body.lon])),
    [byKey],
  );
  const selected = selectedKey === null ? null : (byKey.get(selectedKey) ?? null);

  // Pressing anywhere but a glyph (or the details themselves) and Escape both put the wheel back.
  useEffect(() => {
    if (selectedKey === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const root = rootRef.current;
      if (target && root?.contains(target) && target.closest('[data-body], .chart-wheel__details')) return;
      setSelectedKey(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSelectedKey(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [selectedKey]);

  const clear = () => setSelectedKey(null);
  const { half } = layout;

  return (
    <div ref={rootRef} className="chart-wheel">
      <svg
        className="chart-wheel__svg"
        viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
        width={size}
        height={size}
        role="group"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{title}</title>
        <circle className="chart-wheel__disc" cx={0} cy={0} r={layout.zodiacOuter} aria-hidden="true" />
        <ZodiacRing layout={layout} rotation={rotation} />
        <circle
          className="chart-wheel__ring-divider"
          cx={0}
          cy={0}
          r={layout.inner.edge}
          aria-hidden="true"
        />
        {houses ? <HouseLines houses={houses} layout={layout} rotation={rotation} /> : null}
        <AspectLines
          aspects={aspects}
          longitudes={longitudes}
          radius={layout.aspect}
          rotation={rotation}
          selectedKey={selectedKey}
        />
        {layout.outer ? (
          <BodyBand
            placements={outerPlacements}
            band={layout.outer}
            rotation={rotation}
            selectedKey={selectedKey}
            onSelect={setSelectedKey}
            onClear={clear}
          />
        ) : null}
        <BodyBand
          placements={innerPlacements}
          band={layout.inner}
          rotation={rotation}
          selectedKey={selectedKey}
          onSelect={setSelectedKey}
          onClear={clear}
        />
      </svg>
      {outer ? (
        <p className="chart-wheel__legend">
          <span className="chart-wheel__key chart-wheel__key--inner">
            <span aria-hidden="true" className="chart-wheel__swatch" />
            Inner ring: {inner.label}
          </span>
          <span className="chart-wheel__key chart-wheel__key--outer">
            <span aria-hidden="true" className="chart-wheel__swatch" />
            Outer ring: {outer.label}
          </span>
        </p>
      ) : null}
      <BodyDetails placement={selected} showRing={showRing} />
    </div>
  );
}
