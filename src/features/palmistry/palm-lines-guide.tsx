import { type SignId, signs } from '@core/content/signs';
import type { PalmLineId } from '@core/features/palmistry/palm-line';
import { palmLineList } from '@core/features/palmistry/palm-line-catalogue';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { PalmFigure } from './palm-figure';

interface PalmLinesGuideProps {
  sign: SignId | null;
  keyLines: readonly PalmLineId[];
  openId: PalmLineId | null;
  onToggle(id: PalmLineId): void;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Tool spec §2: the Sacred Palm Lines Guide, six cards, the sign's lines highlighted. */
export function PalmLinesGuide({ sign, keyLines, openId, onToggle }: PalmLinesGuideProps) {
  return (
    <CatalogueSection
      title="Sacred Palm Lines Guide"
      description="The six lines palmists read, with the element and the part of life each speaks to."
    >
      {palmLineList.map((line) => (
        <CatalogueCard
          key={line.id}
          id={line.id}
          icon={line.emoji}
          title={line.name}
          subtitle={`${capitalised(line.element)} · ${line.lifeAspect}`}
          summary={line.description}
          badges={line.zodiacConnection.map((id) => (
            <span key={id} className="rounded-full bg-white/10 px-2 py-0.5 text-violet-100">
              {signs[id].name}
            </span>
          ))}
          highlight={sign && keyLines.includes(line.id) ? `Key line for ${signs[sign].name}` : null}
          expanded={openId === line.id}
          onToggle={() => onToggle(line.id)}
          details={
            <>
              <PalmFigure focusPart={line.id} compact />
              <h4 className="font-semibold text-gold-200">Meaning</h4>
              <p>{line.meaning}</p>
              <h4 className="font-semibold text-gold-200">Reading tips</h4>
              <ul className="list-disc space-y-1 pl-5">
                {line.readingTips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              <h4 className="font-semibold text-gold-200">Spiritual significance</h4>
              <p>{line.spiritualSignificance}</p>
            </>
          }
        />
      ))}
    </CatalogueSection>
  );
}
