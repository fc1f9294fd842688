import { chineseAnimalLabels } from '@core/profile/chinese-animals';
import type { Profile } from '@core/profile/profile';
import { profileSign } from '@core/profile/profile-basics';
import { chineseAnimalForDate, chineseYearStart } from '@core/time/chinese-new-year';
import { calendarDateLabel } from '@core/time/calendar-date';

/**
 * Tool spec §2: the Western sign and the Chinese animal, shown when either exists. The animal
 * counts from Chinese New Year, not 1 January (ADR 0009), so the card says when that year began.
 */
export function ZodiacIdentityCard({ profile }: { profile: Profile }) {
  const sign = profileSign(profile);
  const animalId = profile.birthDate ? chineseAnimalForDate(profile.birthDate) : null;
  if (!sign && !animalId) return null;
  const animal = animalId ? chineseAnimalLabels[animalId] : null;
  const chineseYear = profile.birthDate ? chineseYearStart(profile.birthDate) : null;

  return (
    <section aria-labelledby="zodiac-identity-title" className="glass-card p-5">
      <h2 id="zodiac-identity-title" className="font-display text-xl font-semibold text-gold-200">
        Zodiac Identity
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {sign ? (
          <div className="rounded-xl border border-white/10 bg-night-950/40 p-4">
            <p className="text-sm text-violet-200">Western sign</p>
            <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-violet-50">
              <span aria-hidden="true" className="text-3xl">
                {sign.emoji}
              </span>
              {sign.name} {sign.symbol}
            </p>
            <p className="mt-1 text-sm text-violet-100">
              {capitalize(sign.element)} sign · {sign.dateRange}
            </p>
          </div>
        ) : null}
        {animal ? (
          <div className="rounded-xl border border-white/10 bg-night-950/40 p-4">
            <p className="text-sm text-violet-200">Chinese zodiac</p>
            <p className="mt-1 flex items-center gap-2 text-lg font-semibold text-violet-50">
              <span aria-hidden="true" className="text-3xl">
                {animal.emoji}
              </span>
              {animal.name}
            </p>
            {chineseYear ? (
              <p className="mt-1 text-sm text-violet-100">
                Your Chinese year began on {calendarDateLabel(chineseYear)}.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
