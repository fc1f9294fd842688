import { aspectStyles, isMinorAspect } from './aspect-styles';
import { placementKey } from './placement';
import { pointAt } from './wheel-geometry';
import type { WheelAspect } from './wheel-types';

interface AspectLinesProps {
  aspects: readonly WheelAspect[];
  /** True longitude of every drawn body, by placement key. */
  longitudes: ReadonlyMap<string, number>;
  radius: number;
  rotation: number;
  selectedKey: string | null;
  /** Off: the minor aspects are not drawn (the tables still list them). */
  showMinor: boolean;
}

// Orbs past this are drawn fainter: the tight aspects are the ones a reader should see first.
const WIDE_ORB_DEG = 4;

/**
 * Chords between aspecting bodies at their true positions, coloured by aspect family; majors
 * bold, minors thin and dotted, separating aspects dashed. With a body selected, its own aspects
 * stand out and the rest recede.
 */
export function AspectLines({
  aspects,
  longitudes,
  radius,
  rotation,
  selectedKey,
  showMinor,
}: AspectLinesProps) {
  return (
    <g aria-hidden="true">
      <circle className="chart-wheel__aspect-circle" cx={0} cy={0} r={radius} />
      {aspects.map((aspect, index) => {
        const minor = isMinorAspect(aspect.type);
        if (minor && !showMinor) return null;
        const fromKey = placementKey(aspect.fromRing ?? 'inner', aspect.from);
        const toKey = placementKey(aspect.toRing ?? 'inner', aspect.to);
        const fromLongitude = longitudes.get(fromKey);
        const toLongitude = longitudes.get(toKey);
        if (fromLongitude === undefined || toLongitude === undefined) return null;
        const from = pointAt(fromLongitude, radius, rotation);
        const to = pointAt(toLongitude, radius, rotation);
        const classes = [
          'chart-wheel__aspect',
          aspectStyles[aspect.type].className,
          minor ? 'chart-wheel__aspect--minor' : 'chart-wheel__aspect--major',
          aspect.applying === false ? 'chart-wheel__aspect--separating' : null,
          aspect.orb > WIDE_ORB_DEG ? 'chart-wheel__aspect--wide' : null,
          selectedKey === null
            ? null
            : selectedKey === fromKey || selectedKey === toKey
              ? 'chart-wheel__aspect--active'
              : 'chart-wheel__aspect--muted',
        ];
        return (
          <line
            key={`${fromKey}-${toKey}-${aspect.type}-${index}`}
            data-aspect={aspect.type}
            className={classes.filter(Boolean).join(' ')}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
          />
        );
      })}
    </g>
  );
}
