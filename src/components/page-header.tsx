import { Link } from '@/lib/navigation/router';
import { signs } from '@core/content/signs';
import { greetingFor } from '@core/profile/greeting';
import { calendarDateLabel, localClockLabel, localLongDateLabel } from '@core/time/calendar-date';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import { useAvailablePaths } from '@/lib/navigation/available-paths';
import { useProfile } from '@/lib/profile/use-profile';
import { useMinuteClock } from './use-minute-clock';

interface PageHeaderProps {
  title: string;
  subtitle?: string;
}

// Shared components sit below the app, so they cannot import its path table.
const PROFILE_PATH = '/profile';

/** Spec §2: title, subtitle, today's date and time, and a welcome box built from the profile. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  const now = useMinuteClock();
  // The visitor's clock is unknown to the prerendered page: the date line keeps its height
  // (a no-break space) until hydration, then shows the time, so nothing below it moves.
  const hydrated = useHydrated();
  const { profile } = useProfile();
  const availablePaths = useAvailablePaths();
  const sign = profile.zodiacSign ? signs[profile.zodiacSign] : null;
  const name = profile.name.trim();
  const birthDetails = [
    { label: 'Born', value: profile.birthDate ? calendarDateLabel(profile.birthDate) : '' },
    { label: 'Time', value: profile.birthTime },
    { label: 'Place', value: profile.birthPlace.trim() },
  ].filter((detail) => detail.value !== '');

  return (
    <header className="sky-scrim mb-6">
      <h1 className="font-display text-3xl font-semibold text-gold-200 sm:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 text-violet-100/90">{subtitle}</p> : null}
      <p className="mt-2 text-sm text-violet-200/85">
        {hydrated ? (
          <time dateTime={localDateTimeAttribute(now)}>
            {localLongDateLabel(now)} · {localClockLabel(now)}
          </time>
        ) : (
          '\u00a0'
        )}
      </p>

      <section aria-label="Welcome" className="glass-card mt-4 px-4 py-3">
        <p className="text-violet-50">
          {greetingFor(hydrated ? now.getHours() : null, profile.totalReadings, name)}
        </p>
        {birthDetails.length > 0 ? (
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {birthDetails.map((detail) => (
              <div key={detail.label} className="flex gap-1">
                <dt className="text-gold-200">{detail.label}:</dt>
                <dd className="text-violet-100">{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {sign ? (
          <p className="mt-2 text-sm text-violet-100">
            <span aria-hidden="true">{sign.emoji} </span>
            {sign.name} · {capitalize(sign.element)} sign · {sign.dateRange}
          </p>
        ) : null}
        {name === '' && availablePaths.has(PROFILE_PATH) ? (
          <p className="mt-2 text-sm text-violet-200/90">
            <Link
              to={PROFILE_PATH}
              className="text-gold-200 underline decoration-gold-300/40 underline-offset-4"
            >
              Add your details
            </Link>{' '}
            for readings that know you.
          </p>
        ) : null}
      </section>
    </header>
  );
}

/** A valid HTML local date-time ("2025-11-22T08:41") for the <time> element. */
function localDateTimeAttribute(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
