import { type SignId, signs } from '@core/content/signs';
import type { Angel, AngelId } from '@core/features/angels/angel';
import { isAlignedWith } from '@core/features/angels/angel-alignment';
import { angelList } from '@core/features/angels/angels';
import { useId } from 'react';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { CATALOGUE_EXCERPT, excerpt } from './excerpt';

interface AngelCatalogueProps {
  sign: SignId | null;
  openId: AngelId | null;
  onToggle(id: AngelId): void;
  /** Whether the fifteen cards are shown: an aligned angel's chip opens them too. */
  shown: boolean;
  onShownChange(shown: boolean): void;
}

const signNames = (angel: Angel): string =>
  angel.zodiacSigns === 'all' ? 'All Signs' : angel.zodiacSigns.map((sign) => signs[sign].name).join(', ');

function AngelDetails({ angel }: { angel: Angel }) {
  const rows = [
    ['Healing powers', angel.healingPowers.join(' · ')],
    ['Crystals', angel.crystals.join(', ')],
    ['Colours', angel.colors.join(', ')],
    ['Frequency', `${angel.frequency.hz} Hz, ${angel.frequency.label}`],
    ['Signs', signNames(angel)],
    ['Divine number', String(angel.divineNumber)],
  ] as const;
  return (
    <div className="space-y-3 text-sm text-violet-100/90">
      <p>{angel.description}</p>
      <blockquote className="border-l-2 border-gold-300/60 pl-3 italic">{angel.message}</blockquote>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-gold-100">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <span className="font-semibold text-gold-100">Prayer: </span>
        {angel.prayer}
      </p>
      <p>
        <span className="font-semibold text-gold-100">Affirmation: </span>
        {angel.affirmation}
      </p>
    </div>
  );
}

/**
 * Tool spec §2: 'Meet the Divine Angels', all fifteen, the chosen sign's matches highlighted. The
 * cards wait behind a disclosure (issue 26): fifteen open cards made the page seven phone screens
 * tall before a visitor had asked for any of them.
 */
export function AngelCatalogue({ sign, openId, onToggle, shown, onShownChange }: AngelCatalogueProps) {
  const titleId = useId();
  const alignedCount = sign ? angelList.filter((angel) => isAlignedWith(angel, sign)).length : 0;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sky-scrim mb-2 font-display text-xl font-semibold text-gold-200">
        Meet the Divine Angels
      </h2>
      <p className="sky-scrim mb-4 text-sm text-violet-100/90">
        {sign
          ? `${alignedCount} of the ${angelList.length} angels are aligned with ${signs[sign].name}; they are highlighted.`
          : 'Choose your sign above to see which angels are aligned with you.'}
      </p>
      <details open={shown} onToggle={(event) => onShownChange(event.currentTarget.open)} className="group">
        <summary className="sky-tile flex min-h-11 cursor-pointer items-center rounded-full border border-white/15 px-4 font-medium text-violet-50">
          <span>{shown ? 'Hide the angels' : `Show all ${angelList.length} angels`}</span>
          <span
            aria-hidden="true"
            className="ml-auto text-violet-200 transition-transform group-open:rotate-180"
          >
            ▾
          </span>
        </summary>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {angelList.map((angel) => (
            <CatalogueCard
              key={angel.id}
              id={angel.id}
              icon={angel.emoji}
              title={angel.name}
              subtitle={`${angel.symbol} ${angel.title}`}
              summary={excerpt(angel.message, CATALOGUE_EXCERPT)}
              badges={
                <>
                  <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs capitalize">
                    {angel.element}
                  </span>
                  <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs">{angel.chakra} chakra</span>
                  <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs">
                    {angel.frequency.hz} Hz
                  </span>
                </>
              }
              highlight={sign && isAlignedWith(angel, sign) ? `Aligned with ${signs[sign].name}` : null}
              expanded={openId === angel.id}
              onToggle={() => onToggle(angel.id)}
              details={<AngelDetails angel={angel} />}
            />
          ))}
        </ul>
      </details>
    </section>
  );
}
