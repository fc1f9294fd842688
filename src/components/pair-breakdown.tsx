import { useId } from 'react';
import { signPair } from '@core/compose/pair/sign-pair';
import { PAIR_REFLECTION_NOTE, pairBreakdown } from '@core/compose/pair/sign-pair-words';
import { type SignId, signs } from '@core/content/signs';

interface PairBreakdownProps {
  first: SignId;
  second: SignId;
}

/**
 * How two signs relate by the classical rules (angle, elements, modalities, rulers), shown
 * beside a compatibility or relationship reading with the plain note that it is for reflection.
 * Computed in the browser from the same rules the prompt and the offline composer use.
 */
export function PairBreakdown({ first, second }: PairBreakdownProps) {
  const titleId = useId();
  const rows = pairBreakdown(signPair(first, second));
  return (
    <section aria-labelledby={titleId} className="glass-card p-4">
      <h2 id={titleId} className="font-display text-lg font-semibold text-gold-200">
        {signs[first].symbol} {signs[first].name} and {signs[second].symbol} {signs[second].name} by the rules
      </h2>
      <dl className="mt-3 space-y-3">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs font-semibold tracking-wide text-violet-200 uppercase">{row.label}</dt>
            <dd className="text-violet-50">
              <span className="font-semibold">{row.value}</span>
              <span className="block text-sm text-violet-100/90">{row.note}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-violet-200/90">{PAIR_REFLECTION_NOTE}</p>
    </section>
  );
}
