import type { Crystal } from '@core/features/crystal-scrying/crystal';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { descriptionTeaser } from '@/components/catalogue/description-teaser';

interface CrystalCardProps {
  crystal: Crystal;
  expanded: boolean;
  onToggle(): void;
  onBegin(): void;
  /** "Recommended for Leo" when the stone suits the chosen sign. */
  highlight: string | null;
}

const badge = 'rounded-full bg-white/10 px-2 py-0.5 text-violet-100';

/**
 * One of the eight crystals: the start of its lore always, the whole of it and how to scry with it
 * with its element, chakra and frequency behind Learn More (tool spec §2; issue 26 keeps the page
 * within four phone screens).
 */
export function CrystalCard({ crystal, expanded, onToggle, onBegin, highlight }: CrystalCardProps) {
  return (
    <CatalogueCard
      id={crystal.id}
      icon={crystal.icon}
      title={crystal.name}
      subtitle={crystal.color}
      summary={<p>{descriptionTeaser(crystal.description)}</p>}
      highlight={highlight}
      expanded={expanded}
      onToggle={onToggle}
      details={
        <>
          <p>{crystal.description}</p>
          <p className="flex flex-wrap gap-2 text-xs">
            <span className={badge}>Element: {crystal.element}</span>
            <span className={badge}>Chakra: {crystal.chakra}</span>
            <span className={badge}>{crystal.frequency}</span>
          </p>
          <div>
            <h4 className="font-semibold text-gold-100">Vision types</h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {crystal.visionTypes.map((vision) => (
                <li key={vision}>{vision}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold text-gold-100">Preparation</h4>
            <p>{crystal.preparation}</p>
          </div>
          <div>
            <h4 className="font-semibold text-gold-100">Scrying method</h4>
            <p>{crystal.scryingMethod}</p>
          </div>
          <div>
            <h4 className="font-semibold text-gold-100">Reading the vision</h4>
            <p>{crystal.interpretation}</p>
          </div>
        </>
      }
      action={{ label: 'Begin Scrying Session', onClick: onBegin }}
    />
  );
}
