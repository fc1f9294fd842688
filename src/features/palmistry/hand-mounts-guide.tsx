import { type SignId, signs } from '@core/content/signs';
import { planetNames } from '@core/content/body-names';
import type { HandMountId } from '@core/features/palmistry/hand-mount';
import { handMountList } from '@core/features/palmistry/hand-mounts';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { PalmFigure } from './palm-figure';

interface HandMountsGuideProps {
  sign: SignId | null;
  openId: HandMountId | null;
  onToggle(id: HandMountId): void;
}

const planetTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Tool spec §2: the Sacred Hand Mounts Guide, seven cards, the mount ruling the sign highlighted. */
export function HandMountsGuide({ sign, openId, onToggle }: HandMountsGuideProps) {
  return (
    <CatalogueSection
      title="Sacred Hand Mounts Guide"
      description="The seven raised pads of the palm, each named for a planet and ruling its signs."
    >
      {handMountList.map((mount) => (
        <CatalogueCard
          key={mount.id}
          id={mount.id}
          icon={mount.emoji}
          title={mount.name}
          subtitle={`Planet: ${planetTitle(planetNames[mount.planet])} · Rules ${mount.zodiacRuler
            .map((id) => signs[id].name)
            .join(' and ')}`}
          summary={mount.description}
          highlight={sign && mount.zodiacRuler.includes(sign) ? `Rules ${signs[sign].name}` : null}
          expanded={openId === mount.id}
          onToggle={() => onToggle(mount.id)}
          details={
            <>
              <PalmFigure focusPart={mount.id} compact />
              <h4 className="font-semibold text-gold-200">Meaning</h4>
              <p>{mount.meaning}</p>
              <h4 className="font-semibold text-gold-200">Qualities</h4>
              <ul className="list-disc space-y-1 pl-5">
                {mount.qualities.map((quality) => (
                  <li key={quality}>{quality}</li>
                ))}
              </ul>
              <h4 className="font-semibold text-gold-200">Development</h4>
              <p>{mount.development}</p>
              <h4 className="font-semibold text-gold-200">Spiritual gift</h4>
              <p>{mount.spiritualGift}</p>
            </>
          }
        />
      ))}
    </CatalogueSection>
  );
}
