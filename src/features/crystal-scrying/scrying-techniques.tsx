import { useId } from 'react';
import { scryingMethodList } from '@core/features/crystal-scrying/scrying-methods';

/** Tool spec §2: the "Traditional Scrying Techniques" block, candlelight, moonlight and water. */
export function ScryingTechniques() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 font-display text-xl font-semibold text-gold-200">
        Traditional Scrying Techniques
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
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
    </section>
  );
}
