import { useId, useState } from 'react';
import { type SignId, signs } from '@core/content/signs';
import type { SkyEvent } from '@core/sky/events';
import { eventIcon, eventLabel, eventTimeLabel } from './timeline-model';
import type { EventExplainer } from './use-sky-timeline';

interface TimelineEventItemProps {
  event: SkyEvent;
  sign: SignId | null;
  explainer: EventExplainer;
}

/** One event as a disclosure: the row names it, the panel says what it means for the sign. */
export function TimelineEventItem({ event, sign, explainer }: TimelineEventItemProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = eventLabel(event, explainer.describeEvent);
  const time = eventTimeLabel(event.utc);

  return (
    <li className="rounded-xl border border-white/10 bg-white/5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-white/10"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-night-800 text-lg text-gold-200"
        >
          {eventIcon(event)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-violet-50">{label}</span>
          <time dateTime={event.utc} className="block text-sm text-violet-200/90">
            {time}
          </time>
        </span>
        <span
          aria-hidden="true"
          className={`text-violet-200 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="border-t border-white/10 px-3 py-3 text-sm text-violet-100/95"
      >
        {open ? <EventMeaning event={event} sign={sign} explainer={explainer} /> : null}
      </div>
    </li>
  );
}

function EventMeaning({ event, sign, explainer }: TimelineEventItemProps) {
  return sign ? (
    <>
      <h4 className="font-semibold text-gold-200">What it means for {signs[sign].name}</h4>
      <p className="mt-1">{explainer.eventMeaningForSign(event, sign)}</p>
    </>
  ) : (
    <p className="text-gold-100">Pick your zodiac sign above to see what this means for you.</p>
  );
}
