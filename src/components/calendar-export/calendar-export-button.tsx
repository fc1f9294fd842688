import { useId, useState } from 'react';
import { downloadCalendarFile } from './download-calendar-file';

interface CalendarExportButtonProps {
  /** What the button adds, for its accessible description: "the 23 events shown". */
  what: string;
  fileName: string;
  /** Writes the file's text; called on click, so the calendar library loads only then. */
  build: () => Promise<string>;
}

/**
 * "Add to calendar (.ics)": writes an iCalendar file of the given events in the browser and
 * downloads it. The builder is imported on click, so no page carries ical.js until it is used.
 */
export function CalendarExportButton({ what, fileName, build }: CalendarExportButtonProps) {
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const noteId = useId();
  const exportFile = () => {
    setState('working');
    build()
      .then((text) => {
        downloadCalendarFile(text, fileName);
        setState('idle');
      })
      .catch((error: unknown) => {
        console.error('The calendar file could not be made:', error);
        setState('failed');
      });
  };
  return (
    <div className="mt-4">
      <button
        type="button"
        onClick={exportFile}
        disabled={state === 'working'}
        aria-describedby={noteId}
        className="min-h-11 rounded-full border border-gold-300/60 bg-gold-300/10 px-4 text-sm font-medium text-gold-100 hover:bg-gold-300/20 disabled:opacity-60"
      >
        <span aria-hidden="true">📅 </span>Add to calendar (.ics)
      </button>
      <p id={noteId} role="status" className="mt-1 text-xs text-violet-200/90">
        {state === 'failed'
          ? 'The calendar file could not be made. Please try again.'
          : `Adds ${what} to your phone's or computer's calendar. Made on this device; nothing is sent.`}
      </p>
    </div>
  );
}
