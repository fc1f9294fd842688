import { useId } from 'react';
import type { HouseSystemId } from '@core/sky/house-systems';
import { ChartTable } from '@/components/chart-wheel/chart-table';
import { ChartWheel } from '@/components/chart-wheel/chart-wheel';
import { LoadingIndicator } from '@/components/loading-indicator';
import { isHouseSystemId } from '@core/sky/house-systems';
import { HOUSE_SYSTEM_OPTIONS, houseFallbackNote } from '@/lib/chart/house-systems';
import { toWheel } from '@/lib/chart/to-wheel';
import { fieldLabel, fieldSelect } from '@/components/birth-details/field-styles';
import { UnknownTimeNote } from './unknown-time-note';
import type { BirthChartState, ChartSubmission } from './use-birth-chart';

interface ChartResultProps {
  submission: ChartSubmission;
  state: BirthChartState;
  houseSystem: HouseSystemId;
  onHouseSystemChange(system: HouseSystemId): void;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The computed chart: when and where it was cast, any caveats, the wheel and its tables. */
export function ChartResult({ submission, state, houseSystem, onHouseSystemChange }: ChartResultProps) {
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
          {state.chart.houses ? (
            <div>
              <label htmlFor={selectId} className={fieldLabel}>
                House system
              </label>
              <select
                id={selectId}
                className={`${fieldSelect} sm:w-64`}
                value={houseSystem}
                onChange={(event) => {
                  if (isHouseSystemId(event.target.value)) onHouseSystemChange(event.target.value);
                }}
              >
                {HOUSE_SYSTEM_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
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
