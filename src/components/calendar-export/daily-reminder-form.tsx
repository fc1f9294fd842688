import { useId, useState } from 'react';
import { type SignId, signs } from '@core/content/signs';
import { localIsoDate } from '@core/time/calendar-date';
import { CalendarExportButton } from './calendar-export-button';

/** A morning hour most people look at their phone by. */
const DEFAULT_TIME = '08:00';

/** The reminder file for a sign and clock time; ical.js loads with it, on the visitor's click. */
async function reminderFile(sign: SignId, time: string): Promise<string> {
  const { dailyReminderFile } = await import('@core/calendar/daily-reminder');
  return dailyReminderFile({
    sign,
    time,
    firstDay: localIsoDate(),
    url: `${window.location.origin}/daily?sign=${sign}`,
    now: new Date(),
  });
}

/**
 * "Remind me every day": a calendar event repeating daily at the time the visitor picks, which
 * opens their sign's daily horoscope. It lives in their own calendar app, so it needs no
 * notification permission, no account and no server.
 */
export function DailyReminderForm({ sign }: { sign: SignId }) {
  const [time, setTime] = useState(DEFAULT_TIME);
  const inputId = useId();
  const valid = /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
  return (
    <section aria-labelledby={`${inputId}-title`} className="glass-card mt-8 px-4 py-5 sm:px-6">
      <h2 id={`${inputId}-title`} className="font-display text-lg font-semibold text-gold-200">
        A daily reminder in your calendar
      </h2>
      <label htmlFor={inputId} className="mt-3 block text-sm text-violet-100">
        Remind me every day at
      </label>
      <input
        id={inputId}
        type="time"
        required
        value={time}
        onChange={(event) => setTime(event.target.value)}
        className="mt-1 min-h-11 rounded-lg border border-white/20 bg-night-800 px-3 text-violet-50"
      />
      {valid ? (
        <CalendarExportButton
          what={`a daily event at ${time} that opens the ${signs[sign].name} daily horoscope`}
          fileName={`cosmic-guide-daily-${sign}.ics`}
          build={() => reminderFile(sign, time)}
        />
      ) : (
        <p className="mt-2 text-sm text-gold-100">Pick a time to make the reminder.</p>
      )}
    </section>
  );
}
