import { useMemo } from 'react';
import type { SignId } from '@core/content/signs';
import type { SkyEvent } from '@core/sky/events';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useSearchState } from '@/lib/navigation/router';
import { TimelineEventItem } from './timeline-event-item';
import {
  TIMELINE_FILTER_IDS,
  eventKey,
  filterTimeline,
  groupByLocalDate,
  timelineCounts,
  timelineFilters,
  visitorTimeZone,
} from './timeline-model';
import type { EventExplainer, SkyTimelineState } from './use-sky-timeline';
import { useHydrated } from '@/lib/hydration/use-hydrated';

interface SkyTimelineProps {
  timeline: SkyTimelineState;
  sign: SignId | null;
  /** e.g. "Nov 22 – Dec 21" */
  rangeLabel: string;
}

/** The next 30 days of real sky events, grouped by local date, each one tappable. */
export function SkyTimeline({ timeline, sign, rangeLabel }: SkyTimelineProps) {
  // The zone is the browser's: the prerendered page names none until hydration.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="sky-timeline-title" className="glass-card px-4 py-5 sm:px-6">
      <h2 id="sky-timeline-title" className="font-display text-xl font-semibold text-gold-200">
        Your next 30 days in the sky
      </h2>
      <p className="mt-1 text-sm text-violet-200/90">
        {rangeLabel} · Times in your time zone{hydrated ? ` (${visitorTimeZone()})` : ''}. Tap an event to see
        what it means for you.
      </p>
      <div className="mt-4">
        {timeline.status === 'loading' && (
          <LoadingIndicator text="Charting the next 30 days..." scrollIntoView={false} />
        )}
        {timeline.status === 'failed' && (
          <p className="text-violet-100">
            The sky timeline could not be drawn right now. Please reload the page.
          </p>
        )}
        {timeline.status === 'ready' && (
          <TimelineList events={timeline.events} sign={sign} explainer={timeline.explainer} />
        )}
      </div>
    </section>
  );
}

function TimelineList({
  events,
  sign,
  explainer,
}: {
  events: readonly SkyEvent[];
  sign: SignId | null;
  explainer: EventExplainer;
}) {
  // In the URL (issue 26), with the sign and category: Back and a shared link keep the filter.
  const [filterId, setFilterId] = useSearchState('events', TIMELINE_FILTER_IDS, 'all');
  const counts = useMemo(() => timelineCounts(events), [events]);
  const days = useMemo(() => groupByLocalDate(filterTimeline(events, filterId)), [events, filterId]);

  return (
    <>
      <div role="group" aria-label="Show events" className="flex flex-wrap gap-2">
        {/* A chip with nothing under it ("Eclipses (0)") is a dead end: only "All" always shows. */}
        {TIMELINE_FILTER_IDS.filter((id) => id === 'all' || id === filterId || counts[id] > 0).map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={id === filterId}
            onClick={() => setFilterId(id)}
            className={`rounded-full border px-3 py-1 text-sm transition-colors ${
              id === filterId
                ? 'border-gold-300 bg-gold-300/15 text-gold-100'
                : 'border-white/15 bg-white/5 text-violet-100 hover:bg-white/10'
            }`}
          >
            {timelineFilters[id].label} <span className="text-violet-200/85">({counts[id]})</span>
          </button>
        ))}
      </div>
      {days.length === 0 ? (
        <p className="mt-4 text-violet-100">Nothing of this kind happens in the next 30 days.</p>
      ) : (
        <ol aria-label="Sky events by date" className="mt-4 space-y-5">
          {days.map((day) => (
            <li key={day.date}>
              <h3 className="mb-2 text-sm font-semibold text-gold-200">
                <time dateTime={day.date}>{day.label}</time>
              </h3>
              <ul className="space-y-2">
                {day.events.map((event) => (
                  <TimelineEventItem key={eventKey(event)} event={event} sign={sign} explainer={explainer} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
