import type { Profile } from '@core/profile/profile';

interface ProfileStatusCardProps {
  profile: Profile;
  complete: boolean;
}

/** Tool spec §2: Complete or Incomplete, and which of the three parts are filled in. */
export function ProfileStatusCard({ profile, complete }: ProfileStatusCardProps) {
  const indicators = [
    { label: 'Personal Info', lit: profile.name.trim() !== '', emoji: '👤' },
    { label: 'Zodiac Signs', lit: profile.zodiacSign !== null, emoji: '⭐' },
    { label: 'Spiritual Focus', lit: profile.currentFocus.trim() !== '', emoji: '🔮' },
  ];
  return (
    <section aria-labelledby="profile-status-title" className="glass-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-status-title" className="font-display text-xl font-semibold text-gold-200">
          Profile Status
        </h2>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            complete ? 'bg-emerald-300 text-night-950' : 'bg-amber-200 text-night-950'
          }`}
        >
          {complete ? 'Complete' : 'Incomplete'}
        </p>
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-2 text-center" aria-label="What your profile holds">
        {indicators.map((indicator) => (
          <li
            key={indicator.label}
            className={`rounded-xl border px-2 py-3 ${
              indicator.lit ? 'border-gold-300/60 bg-gold-300/15' : 'border-white/10 bg-night-950/40'
            }`}
          >
            <span
              aria-hidden="true"
              className={`block text-2xl ${indicator.lit ? '' : 'opacity-40 grayscale'}`}
            >
              {indicator.emoji}
            </span>
            <span className="mt-1 block text-sm font-medium text-violet-50">{indicator.label}</span>
            <span className={`block text-xs ${indicator.lit ? 'text-gold-200' : 'text-violet-200'}`}>
              {indicator.lit ? 'Set' : 'Not set'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
