import { useEffect, useState } from 'react';
import { signs } from '@core/content/signs';
import type { SkyFacts } from '@core/sky/daily-sky';

interface MoonNow {
  phaseName: string;
  emoji: string;
  illumination: number;
  signName: string;
}

/**
 * "Today's Cosmic Energy": the spec's panel, with the real Moon of this moment. The
 * astronomy code is loaded after first paint so it does not slow the home page down.
 */
export function CosmicEnergyPanel() {
  const [moon, setMoon] = useState<MoonNow | null>(null);

  useEffect(() => {
    let active = true;
    import('@core/sky/daily-sky')
      .then(({ skyAt, moonPhaseNames, moonPhaseEmoji }) => {
        const sky: SkyFacts = skyAt(new Date());
        if (!active) return;
        setMoon({
          phaseName: moonPhaseNames[sky.moon.phase],
          emoji: moonPhaseEmoji[sky.moon.phase],
          illumination: Math.round(sky.moon.illumination * 100),
          signName: signs[sky.moon.sign].name,
        });
      })
      .catch((error: unknown) => console.error('Could not compute the Moon phase:', error));
    return () => {
      active = false;
    };
  }, []);

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
