import { useId, useState } from 'react';
import { PLANET_IDS, signs } from '@core/content/signs';
import { bodyMeanings } from '@/components/chart-wheel/body-meanings';
import { formatMinutes } from '@/components/chart-wheel/format-degree';
import { useComputedChart } from './use-computed-chart';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The planets lesson's live sky: where the Sun, the Moon and the eight planets stand at the moment
 * the lesson was opened, with sign, degree and retrograde motion, computed in the browser.
 */
export function PlanetsToday() {
  const headingId = useId();
  const [now] = useState(() => new Date());
  const state = useComputedChart(`now:${now.toISOString()}`, () => ({ utc: now }));
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-gold-300/30 bg-night-900/60 p-3 sm:p-4"
    >
      <h4 id={headingId} className="font-display text-base font-semibold text-gold-200">
        Live sky: the planets right now
      </h4>
      <p className="mt-1 text-xs text-violet-200">
        Computed in your browser for <time dateTime={now.toISOString()}>{timeFormat.format(now)}</time>.
      </p>
      {state.status === 'loading' ? (
        <p className="mt-3 text-violet-100/90" role="status">
          Working out where the planets are…
        </p>
      ) : state.status === 'failed' ? (
        <p className="mt-3 text-rose-200" role="alert">
          The sky could not be computed here. Reload the page to try again.
        </p>
      ) : (
        <ul aria-label="Planets today" className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {PLANET_IDS.map((id) => {
            const body = state.chart.bodies[id];
            const sign = signs[body.sign];
            return (
              <li key={id} className="flex items-baseline gap-2 rounded-lg bg-white/5 px-3 py-2">
                <span aria-hidden="true" className="w-5 text-gold-200">
                  {bodyMeanings[id].glyph}
                </span>
                <span className="font-semibold text-violet-50">{bodyMeanings[id].name}</span>
                <span className="text-violet-100">
                  <span aria-hidden="true">{sign.symbol}&#xFE0E; </span>
                  {body.degree}°{formatMinutes(body.minute)} {sign.name}
                </span>
                {body.retrograde ? (
                  <span className="ml-auto rounded-full bg-rose-300/15 px-2 text-xs text-rose-100">
                    retrograde
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
