import { signList } from '@core/content/signs';

interface AboutStatsProps {
  toolCount: number;
  readingsHere: number;
}

/**
 * The spec's four statistics tiles, each a figure that is true for this deployment and this
 * visitor (ADR 0007): no invented user counts, reading totals or ratings.
 */
export function AboutStats({ toolCount, readingsHere }: AboutStatsProps) {
  const tiles = [
    { value: toolCount, label: 'tools to explore', note: 'counted from the app’s own page list' },
    { value: readingsHere, label: 'readings on this device', note: 'kept in your profile, in this browser' },
    { value: signList.length, label: 'zodiac signs', note: 'each read from the real sky of the day' },
    {
      value: 0,
      label: 'accounts, cookies or trackers',
      note: 'nothing to sign up for, nothing following you',
    },
  ];
  return (
    <section aria-labelledby="about-numbers" className="glass-card p-5">
      <h2 id="about-numbers" className="font-display text-xl font-semibold text-gold-200">
        Cosmic Guide in numbers
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col rounded-2xl border border-white/10 bg-white/5 p-3 text-center"
          >
            <dt className="text-sm text-violet-100">
              {tile.label}
              <span className="mt-1 block text-xs text-violet-200/90">{tile.note}</span>
            </dt>
            <dd className="order-first font-display text-3xl font-semibold text-gold-200">
              {tile.value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
