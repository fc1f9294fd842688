import { useId } from 'react';
import { ChartTable } from '@/components/chart-wheel/chart-table';
import { ChartWheel } from '@/components/chart-wheel/chart-wheel';
import { LoadingIndicator } from '@/components/loading-indicator';
import { FocusHousesTable } from './focus-houses-table';
import type { AdvancedChartState } from './use-advanced-chart';

/**
 * The computed chart: its key facts, the wheel (a bi-wheel for synastry and progressions), the
 * chart-specific tables, the summary lines the reading is written from, and the plain tables.
 */
export function AdvancedChartResult({ state }: { state: AdvancedChartState }) {
  if (state.status === 'idle') return null;
  if (state.status === 'computing')
    return <LoadingIndicator text="Casting the chart..." scrollIntoView={false} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="glass-card px-5 py-4 text-rose-200">
        {state.message}
      </p>
    );
  }
  const { view } = state;
  return (
    <div className="glass-card space-y-5 px-4 py-5 sm:px-6">
      <ul className="space-y-1 text-gold-100">
        {view.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {view.notes.length > 0 ? (
        <ul
          aria-label="About this chart"
          className="space-y-1 rounded-xl border border-gold-300/30 bg-gold-300/10 px-4 py-3 text-sm text-gold-100"
        >
          {view.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-center">
        <ChartWheel {...view.wheel} title={view.title} />
      </div>
      {view.houseChanges ? <LineList heading="Planets that change house" lines={view.houseChanges} /> : null}
      {view.focus ? <FocusHousesTable table={view.focus} /> : null}
      <LineList heading="Chart summary" lines={view.summary} />
      <details className="rounded-xl border border-white/10 px-4 py-3">
        <summary className="cursor-pointer font-semibold text-gold-200">The chart as tables</summary>
        <div className="mt-3">
          <ChartTable {...view.table} title={view.title} />
        </div>
      </details>
    </div>
  );
}

function LineList({ heading, lines }: { heading: string; lines: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-display text-lg font-semibold text-gold-200">
        {heading}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-violet-100">
        {lines.map((line, index) => (
          // Lines may repeat (two bodies reading alike); their order never changes.
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
