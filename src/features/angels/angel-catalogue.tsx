import { type SignId, signs } from '@core/content/signs';
import type { Angel, AngelId } from '@core/features/angels/angel';
import { isAlignedWith } from '@core/features/angels/angel-alignment';
import { angelList } from '@core/features/angels/angels';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { CATALOGUE_EXCERPT, excerpt } from './excerpt';

interface AngelCatalogueProps {
  sign: SignId | null;
  openId: AngelId | null;
  onToggle(id: AngelId): void;
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

/** Tool spec §2: 'Meet the Divine Angels', all fifteen, the chosen sign's matches highlighted. */
export function AngelCatalogue({ sign, openId, onToggle }: AngelCatalogueProps) {
  return (
    <CatalogueSection
      title="Meet the Divine Angels"
      description={
        sign
          ? `Angels aligned with ${signs[sign].name} are highlighted.`
          : 'Choose your sign above to see which angels are aligned with you.'
      }
    >
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
              <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs capitalize">{angel.element}</span>
              <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs">{angel.chakra} chakra</span>
              <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs">{angel.frequency.hz} Hz</span>
            </>
          }
          highlight={sign && isAlignedWith(angel, sign) ? `Aligned with ${signs[sign].name}` : null}
          expanded={openId === angel.id}
          onToggle={() => onToggle(angel.id)}
          details={<AngelDetails angel={angel} />}
        />
      ))}
    </CatalogueSection>
  );
}
