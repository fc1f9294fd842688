import { useId } from 'react';
import { scryingMethodList } from '@core/features/crystal-scrying/scrying-methods';

/**
 * Tool spec §2: the "Traditional Scrying Techniques" block, candlelight, moonlight and water.
 * Closed until asked for (issue 26: the page was five phone screens tall before any tap); the
 * heading is the disclosure's own button, so it opens with Enter or Space.
 */
export function ScryingTechniques() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-2xl border border-white/15 bg-white/5 px-4 py-2 hover:bg-white/10">
          <h2 id={titleId} className="font-display text-xl font-semibold text-gold-200">
            Traditional Scrying Techniques
          </h2>
          <span
            aria-hidden="true"
            className="text-gold-200 transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            ›
          </span>
        </summary>
        <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {scryingMethodList.map((method) => (
            <li key={method.id} className="glass-card space-y-2 p-4">
              <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-gold-100">
                <span aria-hidden="true">{method.icon}</span>
                {method.name}
              </h3>
              <p className="text-sm leading-relaxed text-violet-50/95">{method.description}</p>
              {method.safetyNote ? (
                <p className="rounded-lg border border-amber-300/40 bg-amber-300/10 p-2 text-xs text-amber-100">
                  <span aria-hidden="true">⚠️ </span>
                  {method.safetyNote}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
