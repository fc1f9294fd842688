import { signs } from '@core/content/signs';
import { aspectStyles } from './aspect-styles';
import { bodyMeanings } from './body-meanings';
import { formatArc, formatDegree, zodiacPlaceOf } from './format-degree';
import { type WheelPlacement, wheelPlacementOf } from './placement';
import type {
  ChartWheelProps,
  WheelAspect,
  WheelChartPoint,
  WheelHouses,
  WheelRing,
  WheelRingId,
} from './wheel-types';
import './chart-wheel.css';

export type ChartTableProps = Omit<ChartWheelProps, 'size'>;

const MOTION_LABELS = { direct: 'Direct', retrograde: 'Retrograde' } as const;

/**
 * The wheel's data as plain tables, for screen readers and anyone who prefers reading to
 * decoding glyphs: placements per ring, aspects, the houses when the birth time is known, and
 * points such as the Part of Fortune when the chart has them.
 */
export function ChartTable({ inner, outer, houses, aspects, points, title }: ChartTableProps) {
  const rings: { id: WheelRingId; ring: WheelRing }[] = [{ id: 'inner', ring: inner }];
  if (outer) rings.push({ id: 'outer', ring: outer });
  const labelOf = (ring: WheelRingId | undefined) => (ring === 'outer' ? outer?.label : inner.label) ?? '';

  return (
    <div className="chart-table" role="group" aria-label={`${title}: tables`}>
      {rings.map(({ id, ring }) => (
        <PlacementsTable
          key={id}
          caption={`${ring.label} placements`}
          placements={ring.bodies.map((body) =>
            wheelPlacementOf(body, id, ring.label, { houses, showRing: false }),
          )}
        />
      ))}
      <AspectsTable aspects={aspects} ringLabel={outer ? labelOf : null} />
      {houses ? <HousesTable houses={houses} /> : null}
      {points && points.length > 0 ? <PointsTable points={points} /> : null}
    </div>
  );
}

function PlacementsTable({
  caption,
  placements,
}: {
  caption: string;
  placements: readonly WheelPlacement[];
}) {
  return (
    <table className="chart-table__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Body</th>
          <th scope="col">Sign</th>
          <th scope="col">Degree</th>
          <th scope="col">House</th>
          <th scope="col">Motion</th>
        </tr>
      </thead>
      <tbody>
        {placements.map((placement) => (
          <tr key={placement.key}>
            <th scope="row">
              <Glyph symbol={placement.meaning.glyph} /> {placement.meaning.name}
            </th>
            <td>
              <Glyph symbol={`${placement.sign.symbol}\uFE0E`} /> {placement.sign.name}
            </td>
            <td className="chart-table__number">{placement.degree}</td>
            <td>{placement.house ?? '—'}</td>
            <td>
              {placement.motion === 'retrograde' ? <Glyph symbol="℞" /> : null}
              {placement.motion === 'retrograde' ? ' ' : null}
              {MOTION_LABELS[placement.motion]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AspectsTable({
  aspects,
  ringLabel,
}: {
  aspects: readonly WheelAspect[];
  /** In a bi-wheel each end is named with its ring ("Natal Sun square Transits Mars"). */
  ringLabel: ((ring: WheelRingId | undefined) => string) | null;
}) {
  const endName = (id: WheelAspect['from'], ring: WheelRingId | undefined) =>
    `${ringLabel ? `${ringLabel(ring)} ` : ''}${bodyMeanings[id].name}`;
  return (
    <table className="chart-table__table">
      <caption>Aspects</caption>
      <thead>
        <tr>
          <th scope="col">Aspect</th>
          <th scope="col">Orb</th>
          <th scope="col">Applying/Separating</th>
        </tr>
      </thead>
      <tbody>
        {aspects.length === 0 ? (
          <tr>
            <td colSpan={3}>No aspects within orb.</td>
          </tr>
        ) : (
          aspects.map((aspect, index) => {
            const style = aspectStyles[aspect.type];
            // The sextile and quincunx symbols are missing from many phone fonts: names only.
            return (
              <tr
                key={`${aspect.fromRing ?? 'inner'}-${aspect.from}-${aspect.toRing ?? 'inner'}-${aspect.to}-${index}`}
              >
                <th scope="row">
                  {endName(aspect.from, aspect.fromRing)} {style.name} {endName(aspect.to, aspect.toRing)}
                </th>
                <td className="chart-table__number">{formatArc(aspect.orb)}</td>
                <td>{aspect.applying === undefined ? '—' : aspect.applying ? 'Applying' : 'Separating'}</td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}

function HousesTable({ houses }: { houses: WheelHouses }) {
  const rows = [
    { key: 'asc', name: 'Ascendant (ASC)', longitude: houses.asc },
    { key: 'mc', name: 'Midheaven (MC)', longitude: houses.mc },
    ...houses.cusps.map((cusp, index) => ({
      key: `house-${index + 1}`,
      name: `House ${index + 1}`,
      longitude: cusp,
    })),
  ];
  return (
    <table className="chart-table__table">
      <caption>Angles and house cusps</caption>
      <thead>
        <tr>
          <th scope="col">Cusp</th>
          <th scope="col">Sign</th>
          <th scope="col">Degree</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const sign = signs[zodiacPlaceOf(row.longitude).sign];
          return (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td>
                <Glyph symbol={`${sign.symbol}\uFE0E`} /> {sign.name}
              </td>
              <td className="chart-table__number">{formatDegree(row.longitude)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function PointsTable({ points }: { points: readonly WheelChartPoint[] }) {
  return (
    <table className="chart-table__table">
      <caption>Points</caption>
      <thead>
        <tr>
          <th scope="col">Point</th>
          <th scope="col">Sign</th>
          <th scope="col">Degree</th>
          <th scope="col">House</th>
        </tr>
      </thead>
      <tbody>
        {points.map((point) => {
          const sign = signs[zodiacPlaceOf(point.lon).sign];
          return (
            <tr key={point.key}>
              <th scope="row">{point.name}</th>
              <td>
                <Glyph symbol={`${sign.symbol}\uFE0E`} /> {sign.name}
              </td>
              <td className="chart-table__number">{formatDegree(point.lon)}</td>
              <td>{point.house ?? '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Symbols are decoration here: the name beside each one is what a screen reader should say. */
function Glyph({ symbol }: { symbol: string }) {
  return (
    <span aria-hidden="true" className="chart-table__glyph">
      {symbol}
    </span>
  );
}
