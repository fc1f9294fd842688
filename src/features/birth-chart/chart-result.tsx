import { useId } from 'react';
import { ChartOptionsFields } from '@/components/chart-wheel/chart-options-fields';
import { ChartTable } from '@/components/chart-wheel/chart-table';
import { ChartWheel } from '@/components/chart-wheel/chart-wheel';
import { ZodiacNote } from '@/components/chart-wheel/zodiac-note';
import { LoadingIndicator } from '@/components/loading-indicator';
import { houseFallbackNote } from '@/lib/chart/house-systems';
import { toWheel } from '@/lib/chart/to-wheel';
import type { ChartOptions } from '@/lib/chart/use-chart-options';
import { UnknownTimeNote } from './unknown-time-note';
import type { BirthChartState, ChartSubmission } from './use-birth-chart';

interface ChartResultProps {
  submission: ChartSubmission;
  state: BirthChartState;
  options: ChartOptions;
  onOptionsChange(patch: Partial<ChartOptions>): void;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The computed chart: when and where it was cast, any caveats, the wheel and its tables. */
export function ChartResult({ submission, state, options, onOptionsChange }: ChartResultProps) {
  const selectId = useId();
  const { moment } = submission;
  const born = [
    `Born ${dayFormat.format(new Date(`${moment.date}T12:00:00Z`))}`,
    moment.time
      ? `at ${moment.time}${moment.offsetLabel ? ` (${moment.offsetLabel})` : ''}`
      : `at an unknown time (cast for 12:00${moment.offsetLabel ? `, ${moment.offsetLabel}` : ''})`,
    moment.place ? `in ${moment.place.name}` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section aria-labelledby={`${selectId}-heading`} className="space-y-5">
      <div>
        <h2 id={`${selectId}-heading`} className="font-display text-2xl font-semibold text-gold-200">
          {moment.name}’s Chart Wheel
        </h2>
        <p className="mt-1 text-sm text-violet-200">{born}.</p>
        {!moment.place && submission.timeKnown ? (
          <p className="mt-1 text-sm text-violet-300">
            Add a birth place to see the houses and the Ascendant.
          </p>
        ) : null}
      </div>

      {/* Outside the states, so a change that recasts the chart leaves the fold open where it was. */}
      <ChartOptionsFields
        idPrefix={selectId}
        options={options}
        onChange={onOptionsChange}
        showHouseSystem={submission.timeKnown && moment.place !== undefined}
      />
      {state.status === 'computing' || state.status === 'idle' ? (
        <LoadingIndicator text="Casting your chart..." />
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className="glass-card px-4 py-4 text-violet-100">
          The chart could not be drawn right now. Please try again.
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <>
          {state.day ? <UnknownTimeNote day={state.day} chart={state.chart} /> : null}
          {state.chart.houses?.fallback ? (
            <p role="note" className="glass-card px-4 py-3 text-sm text-gold-100">
              {houseFallbackNote(state.chart.houses.fallback)}
            </p>
          ) : null}
          <ZodiacNote zodiac={state.chart.zodiac} />
          <ChartView name={moment.name} state={state} />
        </>
      ) : null}
    </section>
  );
}

function ChartView({ name, state }: { name: string; state: Extract<BirthChartState, { status: 'ready' }> }) {
  const wheel = toWheel(state.chart, 'Natal');
  const title = `${name}’s birth chart`;
  return (
    <>
      <div className="glass-card px-2 py-4 sm:px-4">
        <ChartWheel {...wheel} title={title} />
      </div>
      <div className="glass-card overflow-x-auto px-3 py-4 sm:px-5">
        <ChartTable {...wheel} title={title} />
      </div>
    </>
  );
}
