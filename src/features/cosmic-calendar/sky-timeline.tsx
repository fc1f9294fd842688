import { useId, useMemo, useState } from 'react';
import type { SignId } from '@core/content/signs';
import type { SkyEvent } from '@core/sky/events';
import type { IsoDate } from '@core/time/calendar-date';
import { CalendarExportButton } from '@/components/calendar-export/calendar-export-button';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useSearchState } from '@/lib/navigation/router';
import { TimelineEventItem } from './timeline-event-item';
import {
  TIMELINE_FILTER_IDS,
  eventKey,
  filterTimeline,
  OPENING_DAYS,
  groupByLocalDate,
  openingDays,
  timelineCounts,
  timelineFilters,
  visitorTimeZone,
} from './timeline-model';
import { timelineCalendarFile } from './timeline-calendar-file';
import { type EventExplainer, type SkyTimelineState, TIMELINE_DAYS } from './use-sky-timeline';
import { useHydrated } from '@/lib/hydration/use-hydrated';

interface SkyTimelineProps {
  timeline: SkyTimelineState;
  sign: SignId | null;
  /** The first day of the window (today). */
  from: IsoDate;
  /** e.g. "Nov 22 – Dec 21" */
  rangeLabel: string;
}

/** The next 30 days of real sky events, grouped by local date, each one tappable. */
export function SkyTimeline({ timeline, sign, from, rangeLabel }: SkyTimelineProps) {
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
          <TimelineList events={timeline.events} sign={sign} from={from} explainer={timeline.explainer} />
        )}
      </div>
    </section>
  );
}

function TimelineList({
  events,
  sign,
  from,
  explainer,
}: {
  events: readonly SkyEvent[];
  sign: SignId | null;
  from: IsoDate;
  explainer: EventExplainer;
}) {
  const listId = useId();
  // In the URL (issue 26), with the sign and category: Back and a shared link keep the filter.
  const [filterId, setFilterId] = useSearchState('events', TIMELINE_FILTER_IDS, 'all');
  const [wholeWindow, setWholeWindow] = useState(false);
  const counts = useMemo(() => timelineCounts(events), [events]);
  const filtered = useMemo(() => filterTimeline(events, filterId), [events, filterId]);
  const days = useMemo(() => groupByLocalDate(filtered), [filtered]);
  // A chip is already a narrower question, so only "All" opens on the first week alone.
  const folds = filterId === 'all';
  const opening = folds ? openingDays(days, from) : days;
  const laterEvents = days.length === opening.length ? 0 : countEvents(days) - countEvents(opening);
  const shownDays = folds && !wholeWindow ? opening : days;

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
        <ol id={listId} aria-label="Sky events by date" className="mt-4 space-y-5">
          {shownDays.map((day) => (
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
      {filtered.length > 0 ? (
        // The whole window of the chosen chip, the days folded away included.
        <CalendarExportButton
          what={`the ${filtered.length} ${filtered.length === 1 ? 'event' : 'events'} of this list over ${TIMELINE_DAYS} days`}
          fileName={`cosmic-guide-${from}.ics`}
          build={() => timelineCalendarFile(filtered, sign, explainer, window.location.origin)}
        />
      ) : null}
      {laterEvents > 0 ? (
        <button
          type="button"
          aria-expanded={wholeWindow}
          aria-controls={listId}
          onClick={() => setWholeWindow((shown) => !shown)}
          className="mt-4 min-h-11 w-full rounded-full border border-white/15 bg-white/5 px-4 text-sm font-medium text-violet-50 hover:bg-white/10"
        >
          {wholeWindow
            ? `Show only the first ${OPENING_DAYS} days`
            : `Show all ${TIMELINE_DAYS} days (${laterEvents} more ${laterEvents === 1 ? 'event' : 'events'})`}
        </button>
      ) : null}
    </>
  );
}

const countEvents = (days: readonly { events: readonly SkyEvent[] }[]) =>
  days.reduce((total, day) => total + day.events.length, 0);
