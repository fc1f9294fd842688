import type { Profile } from '@core/profile/profile';
import { archetypeName } from './archetype-name';
import { calendarDateLabel } from '@core/time/calendar-date';
import { zodiacLabel } from '@/lib/chart/zodiac-labels';
import { Link } from '@/lib/navigation/router';

/** Tool spec §2, Personal Information in view mode: every field, with the spec's words for empty ones. */
export function ProfileView({ profile }: { profile: Profile }) {
  const rows = [
    { label: 'Name', value: profile.name.trim() || 'Not set' },
    { label: 'Birth date', value: profile.birthDate ? calendarDateLabel(profile.birthDate) : 'Not set' },
    ...(profile.birthTime ? [{ label: 'Birth time', value: profile.birthTime }] : []),
    ...(profile.birthPlace.trim() ? [{ label: 'Birth place', value: profile.birthPlace.trim() }] : []),
    { label: 'Chart zodiac', value: zodiacLabel(profile.chartZodiac) },
    { label: 'Current focus', value: profile.currentFocus.trim() || 'No spiritual focus set' },
    { label: 'Cosmic consultations', value: String(profile.totalReadings) },
    { label: 'Mystical archetype', value: archetypeName(profile.personalityArchetype) },
    {
      label: 'Spiritual goals',
      value: `${profile.spiritualGoals.length} ${profile.spiritualGoals.length === 1 ? 'goal' : 'goals'} selected`,
    },
  ];
  return (
    <>
      <dl className="mt-4 space-y-3">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-wrap justify-between gap-x-4 border-b border-white/10 pb-2"
          >
            <dt className="text-sm font-semibold text-gold-200">{row.label}</dt>
            <dd className="text-right text-violet-50">{row.value}</dd>
          </div>
        ))}
      </dl>
      {profile.spiritualGoals.length > 0 ? (
        <ul aria-label="Your spiritual goals" className="mt-4 flex flex-wrap gap-2">
          {profile.spiritualGoals.map((goal) => (
            <li key={goal} className="rounded-full bg-violet-500/30 px-3 py-1 text-sm text-violet-50">
              {goal}
            </li>
          ))}
        </ul>
      ) : null}
      {profile.birthDate ? (
        <p className="mt-4">
          <Link to="/my-sky" className="text-gold-200 underline underline-offset-4 hover:text-gold-100">
            See your transits for the next 90 days in My Sky
          </Link>
        </p>
      ) : null}
    </>
  );
}
