import { signs } from '@core/content/signs';
import { moonPhaseEmoji, moonPhaseNames } from '@core/sky/moon-phases';
import { useMoonNow } from './use-moon-now';

/** "Today's Cosmic Energy" (spec §2 Home), with the real Moon of this moment. */
export function CosmicEnergyPanel() {
  const sky = useMoonNow();
  const moon = sky && {
    phaseName: moonPhaseNames[sky.moon.phase],
    emoji: moonPhaseEmoji[sky.moon.phase],
    illumination: Math.round(sky.moon.illumination * 100),
    signName: signs[sky.moon.sign].name,
  };

  return (
    <section aria-labelledby="cosmic-energy-title" className="glass-card p-5">
      <h2 id="cosmic-energy-title" className="text-lg font-bold text-gold-200">
        Today&apos;s Cosmic Energy
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-violet-950/50 p-3">
          <dt className="text-xs uppercase tracking-wider text-violet-300">Moon Phase</dt>
          <dd className="mt-1 font-semibold" data-testid="moon-phase">
            {moon ? (
              <>
                <span aria-hidden="true">{moon.emoji} </span>
                {moon.phaseName}
                <span className="block text-xs font-normal text-violet-200">
                  {moon.illumination}% lit · Moon in {moon.signName}
                </span>
              </>
            ) : (
              'Reading the Moon…'
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-violet-950/50 p-3">
          <dt className="text-xs uppercase tracking-wider text-violet-300">Love Energy</dt>
          <dd className="mt-1 font-semibold">High</dd>
        </div>
        <div className="rounded-xl bg-violet-950/50 p-3">
          <dt className="text-xs uppercase tracking-wider text-violet-300">Manifestation</dt>
          <dd className="mt-1 font-semibold">Powerful</dd>
        </div>
      </dl>
    </section>
  );
}
