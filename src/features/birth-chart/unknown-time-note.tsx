import { signs } from '@core/content/signs';
import { bodyMeanings } from '@/components/chart-wheel/body-meanings';
import { formatDegree } from '@/components/chart-wheel/format-degree';
import type { NatalChart } from '@core/sky/chart';
import type { BirthDayFacts, TimeSensitivePlacement } from '@/lib/chart/birth-day';

export const UNKNOWN_TIME_NOTE = 'Birth time unknown: noon chart without houses or Ascendant.';

const signList = (ids: readonly (keyof typeof signs)[]) => ids.map((id) => signs[id].name).join(' or ');

function placementText(placement: TimeSensitivePlacement, chart: Pick<NatalChart, 'bodies'>): string {
  const name = bodyMeanings[placement.body].name;
  const body = chart.bodies[placement.body];
  switch (placement.reason) {
    case 'moon':
      return placement.signs.length > 1
        ? `${name}: ${signList(placement.signs)}; it moves about 13° a day`
        : `${name}: ${signList(placement.signs)} all day, but its degree (about 13° a day) depends on the time`;
    case 'changes-sign':
      return `${name}: ${signList(placement.signs)}; it changed sign that day`;
    case 'near-boundary':
      return `${name}: ${formatDegree(body.lon)} ${signs[body.sign].name} at noon, close enough to the edge to be ${signList(placement.signs)}`;
  }
}

/**
 * For a birth without a time: the chart is a noon stand-in. Says so, names the placements a
 * birth time could change, and gives both Moon signs when the Moon changed sign that day.
 */
export function UnknownTimeNote({ day, chart }: { day: BirthDayFacts; chart: Pick<NatalChart, 'bodies'> }) {
  const [moonFirst, moonLast] = day.moonSigns;
  return (
    <div role="note" className="glass-card space-y-2 px-4 py-4 text-sm text-violet-100">
      <p className="font-semibold text-gold-100">{UNKNOWN_TIME_NOTE}</p>
      {day.moonIngress ? (
        <p>
          Moon in {signs[moonFirst].name} or {signs[moonLast].name} — it changed sign at about{' '}
          {day.moonIngress.localTime} local time.
        </p>
      ) : null}
      <p>Time-sensitive placements (a birth time could change them):</p>
      <ul className="list-disc space-y-1 pl-5" aria-label="Time-sensitive placements">
        {day.sensitive.map((placement) => (
          <li key={placement.body} data-time-sensitive={placement.body}>
            {placementText(placement, chart)}
          </li>
        ))}
      </ul>
    </div>
  );
}
