import { useMemo, useState } from 'react';
import { useHydrated } from '@/lib/hydration/use-hydrated';

/**
 * The twinkling sky behind the app (spec §2: 100 randomly placed stars and a constellation;
 * the side menu uses 20). Circle attributes are presentation attributes, not inline styles, so
 * the strict `style-src 'self'` CSP stays intact. Positions are percentages so the stars stay
 * round on any screen shape.
 *
 * Each of the six twinkle rhythms is its own SVG layer, and the layer's opacity is what
 * animates: a phone's compositor runs that without the page's main thread, where 100 animated
 * circles in one SVG meant repainting the whole sky (and every glass card over it) each frame,
 * which Lighthouse counted as blocking time. Stars of one rhythm twinkled in unison before too.
 */
interface StarFieldProps {
  count?: number;
  constellation?: boolean;
  /** Fixes the layout (tests, screenshots); otherwise each visit gets a fresh sky. */
  seed?: number;
  className?: string;
}

interface Star {
  x: number;
  y: number;
  radius: number;
  color: string;
  opacity: number;
}

/** Stars share this many twinkle rhythms, one class each (`star-d1`…`star-d6`), so they never pulse in unison. */
const TWINKLE_RHYTHMS = 6;
const STAR_COLORS = ['#ffffff', '#ffffff', '#fff4d6', '#e9ddff'] as const;

/** mulberry32: tiny, fast and good enough to scatter stars. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function scatterStars(count: number, seed: number): Star[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const size = random();
    return {
      x: Number((random() * 100).toFixed(2)),
      y: Number((random() * 100).toFixed(2)),
      // Mostly pinpricks, a few brighter stars.
      radius: Number((0.5 + size * size * 1.3).toFixed(2)),
      color: STAR_COLORS[Math.floor(random() * STAR_COLORS.length)] ?? '#ffffff',
      opacity: Number((0.45 + random() * 0.55).toFixed(2)),
    };
  });
}

/** Star n twinkles in rhythm n mod 6: one list of stars (with their index, a stable key) per rhythm. */
function inRhythmLayers(stars: readonly Star[]): (Star & { index: number })[][] {
  const layers = Array.from({ length: TWINKLE_RHYTHMS }, (): (Star & { index: number })[] => []);
  stars.forEach((star, index) => layers[index % TWINKLE_RHYTHMS]?.push({ ...star, index }));
  return layers;
}

/** A dipper-like figure, in its own 100×60 box so its shape survives any aspect ratio. */
const CONSTELLATION_POINTS: readonly (readonly [number, number])[] = [
  [6, 14],
  [22, 10],
  [36, 18],
  [50, 24],
  [56, 42],
  [80, 46],
  [86, 26],
  [50, 24],
];

export function StarField({ count = 100, constellation = false, seed, className = '' }: StarFieldProps) {
  const [skySeed] = useState(() => seed ?? Math.floor(Math.random() * 2 ** 32));
  // Scattered in the browser only: a prerendered page would otherwise carry 100 circles that
  // hydration must then keep, and every visit would share the build's sky.
  const hydrated = useHydrated();
  const layers = useMemo(
    () => inRhythmLayers(hydrated ? scatterStars(count, skySeed) : []),
    [hydrated, count, skySeed],
  );

  return (
    <>
      <div aria-hidden="true" data-testid="star-field" className={`pointer-events-none ${className}`}>
        {layers.map((layer, rhythm) => (
          <svg
            // Six fixed layers, never reordered.
            key={rhythm}
            focusable="false"
            width="100%"
            height="100%"
            className={`star-twinkle star-d${rhythm + 1} absolute inset-0`}
          >
            {layer.map((star) => (
              <circle
                key={star.index}
                cx={`${star.x}%`}
                cy={`${star.y}%`}
                r={star.radius}
                fill={star.color}
                fillOpacity={star.opacity}
              />
            ))}
          </svg>
        ))}
      </div>
      {constellation ? (
        // Its own element so the stylesheet can place it: beside the content column where the
        // screen has room, and faint, low and away from the page titles where it does not.
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 100 60"
          preserveAspectRatio="xMidYMid meet"
          data-testid="constellation"
          className="constellation pointer-events-none"
        >
          <polyline
            points={CONSTELLATION_POINTS.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="#f5d27a"
            strokeOpacity="0.35"
            strokeWidth="1"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
          {CONSTELLATION_POINTS.slice(0, -1).map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="#fff4d6" />
          ))}
        </svg>
      ) : null}
    </>
  );
}
