import { useMemo } from 'react';
import { transitsInOrbAt } from '@core/features/my-sky/my-sky-timeline';
import { transitDayLabel, transitTitle } from '@core/features/my-sky/transit-words';
import { Link } from '@/lib/navigation/router';
import { profileBirthMoment } from '@/lib/personal-sky/profile-birth-moment';
import { usePersonalSky } from '@/lib/personal-sky/use-personal-sky';
import { useProfile } from '@/lib/profile/use-profile';
import { useToday } from '@/lib/use-today';

/** Enough days around today to find every transit in orb now (Jupiter's and Saturn's are weeks long). */
const TODAY_SCAN_DAYS = 2;

/**
 * "Today for you" (issue 28): the two or three transits in orb today, slowest and closest first,
 * each leading to My Sky. Only for a profile with a birth date; the scan (and the engine it
 * loads) starts only then, so a first visit to Home stays light. Nothing is drawn otherwise.
 */
export function TodayForYou() {
  const { profile } = useProfile();
  const birth = useMemo(
    () => profileBirthMoment(profile),
    // Only the birth fields matter; the rest of the profile changes with every reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profile.name, profile.birthDate, profile.birthTime, profile.birthPlace, profile.birthLocation],
  );
  const today = useToday();
  const sky = usePersonalSky(birth, today, TODAY_SCAN_DAYS);
  if (sky.status !== 'ready') return null;
  const transits = transitsInOrbAt(sky.events, new Date());
  if (transits.length === 0) return null;
  return (
    <section aria-labelledby="today-for-you-title" className="glass-card px-4 py-5">
      <h2 id="today-for-you-title" className="text-center text-lg font-bold text-gold-200">
        Today for you
      </h2>
      <ul className="mt-3 space-y-2">
        {transits.map((transit) => (
          <li key={`${transit.body}|${transit.target}|${transit.angle}|${transit.exactAt}`}>
            <Link
              to="/my-sky"
              className="block rounded-xl bg-white/5 px-3 py-2 text-violet-50 hover:bg-white/10"
            >
              <span className="block font-semibold">{transitTitle(transit)}</span>
              <span className="block text-sm text-violet-200">
                Exact {transitDayLabel(transit.exactAt)} · in orb until {transitDayLabel(transit.endsAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
