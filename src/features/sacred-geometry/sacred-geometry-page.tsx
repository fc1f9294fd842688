import { SIGN_IDS, signs } from '@core/content/signs';
import type { PatternId } from '@core/features/sacred-geometry/pattern';
import { PATTERNS, patterns } from '@core/features/sacred-geometry/patterns';
import { isRecommendedFor, recommendedPatterns } from '@core/features/sacred-geometry/recommendation';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { RecommendedList, revealCatalogueCard } from '@/components/catalogue/recommended-list';
import { useCatalogueReading } from '@/components/catalogue/use-catalogue-reading';
import { useOneOpen } from '@/components/catalogue/use-one-open';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useToday } from '@/lib/use-today';
import { PatternDetails } from './pattern-details';
import { PatternFigure } from './pattern-figure';
import { descriptionTeaser } from '@/components/catalogue/description-teaser';

/** Tool spec §5: the exact alert for a reading asked for before a sign. */
const NO_SIGN_ALERT = 'Please select your zodiac sign first.';

/**
 * Tool spec §2 Sacred Geometry Explorer: a sign picker, the patterns recommended for the sign
 * (named in the pattern's zodiacSigns or sharing its element), the eight pattern cards, each
 * drawn from its geometry and turning slowly, one open at a time, and a personal reading of a
 * pattern for the sign. The catalogue stays browsable before a sign is chosen; the invitation
 * card stands where the recommendations and the reading will appear.
 */
export default function SacredGeometryPage() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link keep the sign.
  const [sign, setSign] = useSearchState('sign', SIGN_IDS, null);
  const today = useToday();
  const { openId, toggle, open } = useOneOpen<PatternId>();
  const { askedId, ask, reading, alertDialog } = useCatalogueReading<PatternId>({
    sign,
    noSignAlert: NO_SIGN_ALERT,
    toRequest: (chosen, pattern) => ({ feature: 'sacred-geometry', sign: chosen, pattern, date: today }),
    completionSound: 'divine',
  });
  const signName = sign ? signs[sign].name : null;

  const reveal = (id: PatternId) => {
    open(id);
    revealCatalogueCard(id);
  };

  return (
    <>
      <PageHeader
        title="Sacred Geometry Explorer"
        subtitle="Eight ancient figures, drawn from their own proportions, read for your sign"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setSign}
        />
        {sign && signName ? (
          <RecommendedList
            title={`Recommended for ${signName}`}
            items={recommendedPatterns(sign).map((pattern) => ({
              id: pattern.id,
              icon: pattern.symbol,
              name: pattern.name,
              note: `${pattern.frequency} Hz`,
            }))}
            onChoose={reveal}
          />
        ) : (
          <PromptCard title="Choose your sign to begin" emoji="🔯">
            Pick your sign to see the figures recommended for you and to read any of them.
          </PromptCard>
        )}
        {sign && signName && askedId ? (
          <ReadingPanel
            reading={reading}
            title={`${patterns[askedId].symbol} ${patterns[askedId].name} for ${signName}`}
            subtitle={`Today's sacred geometry reading for ${signName}`}
            offlineNote="Composed offline from today's Moon, the figure and your sign's element"
            revealKey={`${sign}:${askedId}`}
          />
        ) : null}
        <CatalogueSection
          title="The Eight Sacred Patterns"
          description="Each figure is drawn from its own geometry. Learn More opens its meaning and meditation."
        >
          {PATTERNS.map((pattern) => (
            <CatalogueCard
              key={pattern.id}
              id={pattern.id}
              icon={pattern.symbol}
              visual={<PatternFigure pattern={pattern.id} name={pattern.name} className="h-16 w-16" />}
              title={pattern.name}
              subtitle={`${pattern.frequency} Hz · ${pattern.element}`}
              summary={descriptionTeaser(pattern.description)}
              highlight={
                sign && signName && isRecommendedFor(pattern, sign) ? `Recommended for ${signName}` : null
              }
              expanded={openId === pattern.id}
              onToggle={() => toggle(pattern.id)}
              details={<PatternDetails pattern={pattern} />}
              action={{ label: 'Get Personal Reading', onClick: () => ask(pattern.id) }}
            />
          ))}
        </CatalogueSection>
      </div>
      {alertDialog}
    </>
  );
}
