import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { AspectLines } from './aspect-lines';
import { isMinorAspect } from './aspect-styles';
import { BodyBand } from './body-band';
import { BodyDetails } from './body-details';
import { HouseLines } from './house-lines';
import { withOneNode } from './one-node';
import { type WheelPlacement, wheelPlacementOf } from './placement';
import { type WheelScale, wheelLayout } from './wheel-layout';
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
 * It is drawn to be read on a phone: the compact wheel keeps every text at 11 CSS px or more
 * when it is at least 320 px wide, and "Larger wheel" redraws it at full detail, one unit to a
 * pixel, in a box that scrolls, so minutes can be read and glyphs tapped with a finger.
 *
 * Everything is styled through classes in chart-wheel.css or SVG presentation attributes: the
 * site's CSP (`style-src 'self'`) blocks style attributes.
 */
export function ChartWheel({ inner, outer, houses, aspects, title, size = 420 }: ChartWheelProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [scale, setScale] = useState<WheelScale>('compact');
  const [showMinor, setShowMinor] = useState(true);
  const hasMinor = aspects.some((aspect) => isMinorAspect(aspect.type));
  const layout = wheelLayout(outer !== undefined, houses !== undefined, scale);
  const large = scale === 'large';
  // Western charts put the Ascendant at 9 o'clock; without a birth time, 0° Aries goes there.
  const rotation = houses?.asc ?? 0;
  const showRing = outer !== undefined;

  const innerPlacements = useMemo(
    () => placementsOf(withOneNode(inner), 'inner', houses, showRing),
    [inner, houses, showRing],
  );
  const outerPlacements = useMemo(
    () => (outer ? placementsOf(withOneNode(outer), 'outer', houses, true) : []),
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

  // The larger wheel opens on its centre, where the aspects meet, rather than its top-left corner.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!large || !viewport) return;
    viewport.scrollLeft = (viewport.scrollWidth - viewport.clientWidth) / 2;
    viewport.scrollTop = (viewport.scrollHeight - viewport.clientHeight) / 2;
  }, [large]);

  const clear = () => setSelectedKey(null);
  const { half } = layout;
  const drawnWidth = large ? 2 * half : size;

  return (
    <div ref={rootRef} className="chart-wheel">
      <div className="chart-wheel__controls">
        {hasMinor ? (
          // A wheel crowded with minor lines can be thinned to the majors; the tables keep them all.
          <button
            type="button"
            className="chart-wheel__zoom"
            aria-pressed={showMinor}
            onClick={() => setShowMinor(!showMinor)}
          >
            Minor aspect lines
          </button>
        ) : null}
        <button
          type="button"
          className="chart-wheel__zoom"
          aria-pressed={large}
          onClick={() => setScale(large ? 'compact' : 'large')}
        >
          Larger wheel
        </button>
      </div>
      <div
        ref={viewportRef}
        className={`chart-wheel__viewport${large ? ' chart-wheel__viewport--large' : ''}`}
        data-testid="chart-wheel-viewport"
      >
        <svg
          className="chart-wheel__svg"
          viewBox={`${-half} ${-half} ${2 * half} ${2 * half}`}
          width={drawnWidth}
          height={drawnWidth}
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
            showMinor={showMinor}
          />
          {layout.outer ? (
            <BodyBand
              placements={outerPlacements}
              band={layout.outer}
              detail={layout.labels}
              rotation={rotation}
              selectedKey={selectedKey}
              onSelect={setSelectedKey}
              onClear={clear}
            />
          ) : null}
          <BodyBand
            placements={innerPlacements}
            band={layout.inner}
            detail={layout.labels}
            rotation={rotation}
            selectedKey={selectedKey}
            onSelect={setSelectedKey}
            onClear={clear}
          />
        </svg>
      </div>
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
