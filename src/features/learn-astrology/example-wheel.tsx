import { useId } from 'react';
import { signs } from '@core/content/signs';
import { EXAMPLE_CHART } from '@core/features/learn-astrology/example-chart';
import type { LiveSkyKind } from '@core/features/learn-astrology/lesson';
import type { NatalChart } from '@core/sky/chart';
import { zodiacPlace } from '@core/sky/zodiac-place';
import { ChartWheel } from '@/components/chart-wheel/chart-wheel';
import { bodyMeanings } from '@/components/chart-wheel/body-meanings';
import { toWheel } from '@/lib/chart/to-wheel';
import { useComputedChart } from './use-computed-chart';

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** What to look for on the wheel, worded from the computed chart so it can never disagree with it. */
export function exampleWheelGuide(kind: Exclude<LiveSkyKind, 'planets-today'>, chart: NatalChart): string {
  const rising = signs[zodiacPlace(chart.houses?.asc ?? 0).sign];
  if (kind === 'example-wheel-houses') {
    const sun = chart.bodies.sun;
    return `The Ascendant at the left is in ${rising.name} and opens the 1st house; the houses are numbered anticlockwise from there. The Sun, in ${signs[sun.sign].name}, sits in the ${ordinal(sun.house ?? 1)} house${(sun.house ?? 1) >= 7 ? ', above the horizon' : ', below the horizon'}.`;
  }
  const ruler = rising.classicalRuler;
  const placed = chart.bodies[ruler];
  return `The Ascendant is in ${rising.name}, so ${bodyMeanings[ruler].name} rules this chart: find it in ${signs[placed.sign].name} in the ${ordinal(placed.house ?? 1)} house.`;
}

/** The houses and natal-chart lessons' example: a real chart for a fixed moment, on the shared wheel. */
export function ExampleWheel({ kind }: { kind: Exclude<LiveSkyKind, 'planets-today'> }) {
  const headingId = useId();
  const state = useComputedChart(EXAMPLE_CHART.utc, () => EXAMPLE_CHART);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gold-300/30 bg-night-900/60 p-3 sm:p-4"
    >
      <h4 id={headingId} className="font-display text-base font-semibold text-gold-200">
        {EXAMPLE_CHART.caption}
      </h4>
      {state.status === 'loading' ? (
        <p className="mt-3 text-violet-100/90" role="status">
          Drawing the example chart…
        </p>
      ) : state.status === 'failed' ? (
        <p className="mt-3 text-rose-200" role="alert">
          The example chart could not be drawn here. Reload the page to try again.
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-violet-100/90">{exampleWheelGuide(kind, state.chart)}</p>
          <div className="mt-3">
            <ChartWheel {...toWheel(state.chart)} title={EXAMPLE_CHART.caption} size={380} />
          </div>
        </>
      )}
    </section>
  );
}
