import { SIGN_IDS, signs } from '@core/content/signs';
import {
  type ArchetypeId,
  archetypesRecommendedIn,
  isArchetypeId,
  primaryArchetypeIn,
} from '@core/content/archetypes/archetype';
import { archetypeList, archetypes } from '@core/content/archetypes/archetypes';
import { CatalogueCard } from '@/components/catalogue/catalogue-card';
import { CatalogueSection } from '@/components/catalogue/catalogue-section';
import { useCatalogueReading } from '@/components/catalogue/use-catalogue-reading';
import { useOneOpen } from '@/components/catalogue/use-one-open';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useToday } from '@/lib/use-today';
import { ArchetypeDetails } from './archetype-details';
import { archetypeSummary } from './archetype-summary';
import { ChooseArchetypeButton } from './choose-archetype-button';
import { PrimaryArchetypePanel } from './primary-archetype-panel';

/** Tool spec §5: the exact alert for a reading asked for before a sign. */
const NO_SIGN_ALERT = 'Please select your zodiac sign first.';

/**
 * Tool spec §2 Mystical Personality: a sign picker, the sign's primary archetype, the six
 * archetype cards (one open at a time) and a personal reading of an archetype for the sign.
 * "This is me" keeps the chosen archetype in the profile (personalityArchetype), where the chat
 * and the profile page find it. The catalogue stays browsable before a sign is chosen.
 */
export default function MysticalPersonalityPage() {
  const { profile, update } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link keep the sign.
  const [sign, setSign] = useSearchState('sign', SIGN_IDS, null);
  const today = useToday();
  const { openId, toggle } = useOneOpen<ArchetypeId>();
  const { askedId, ask, reading, alertDialog } = useCatalogueReading<ArchetypeId>({
    sign,
    noSignAlert: NO_SIGN_ALERT,
    toRequest: (chosen, archetype) => ({
      feature: 'mystical-personality',
      sign: chosen,
      archetype,
      date: today,
    }),
    completionSound: 'divine',
  });
  const chosenId = isArchetypeId(profile.personalityArchetype) ? profile.personalityArchetype : null;
  const choose = (id: ArchetypeId) => update({ personalityArchetype: id });
  const reader = sign ? signs[sign] : null;
  const primary = sign ? primaryArchetypeIn(archetypeList, sign) : null;
  const recommended = new Set(sign ? archetypesRecommendedIn(archetypeList, sign).map(({ id }) => id) : []);

  const highlightFor = (id: ArchetypeId): string | null => {
    if (!reader) return null;
    if (primary?.id === id) return `${reader.name}’s primary archetype`;
    return recommended.has(id) ? `Recommended for ${reader.name}` : null;
  };

  return (
    <>
      <PageHeader
        title="Mystical Personality"
        subtitle="Six spiritual archetypes: find the one that walks with your sign"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setSign}
        />
        {reader && primary ? (
          <PrimaryArchetypePanel
            sign={reader}
            archetype={primary}
            chosen={chosenId === primary.id}
            onChoose={() => choose(primary.id)}
            onRead={() => ask(primary.id)}
          />
        ) : (
          <PromptCard title="Choose your sign to begin" emoji="🧙">
            Pick your zodiac sign to meet your primary archetype and to receive a personal reading of any
            archetype.
          </PromptCard>
        )}
        {reader && askedId ? (
          <ReadingPanel
            reading={reading}
            title={`${archetypes[askedId].symbol} ${archetypes[askedId].name} for ${reader.name}`}
            subtitle={`Today's archetype reading for ${reader.name}`}
            offlineNote="Composed offline from today's Moon, the archetype and your sign's element"
            revealKey={`${reader.id}:${askedId}`}
          />
        ) : null}
        <CatalogueSection
          title="The Six Archetypes"
          description="Open an archetype to see its powers, gifts, shadows, symbols, tools and meditation."
        >
          {archetypeList.map((archetype) => (
            <CatalogueCard
              key={archetype.id}
              id={archetype.id}
              icon={archetype.symbol}
              title={archetype.name}
              subtitle={archetype.title}
              summary={archetypeSummary(archetype.description).lead}
              badges={
                <>
                  <span className="rounded-full bg-white/10 px-2 py-0.5 capitalize">{archetype.element}</span>
                  <span className="rounded-full bg-white/10 px-2 py-0.5">
                    {archetype.zodiacSigns.map((id) => signs[id].name).join(', ')}
                  </span>
                  {chosenId === archetype.id ? (
                    <span className="rounded-full bg-gold-300/20 px-2 py-0.5 font-semibold text-gold-100">
                      Chosen as you
                    </span>
                  ) : null}
                </>
              }
              highlight={highlightFor(archetype.id)}
              expanded={openId === archetype.id}
              onToggle={() => toggle(archetype.id)}
              details={
                <>
                  <ArchetypeDetails archetype={archetype} />
                  <ChooseArchetypeButton
                    name={archetype.name}
                    chosen={chosenId === archetype.id}
                    onChoose={() => choose(archetype.id)}
                  />
                </>
              }
              action={{ label: 'Get Personal Reading', onClick: () => ask(archetype.id) }}
            />
          ))}
        </CatalogueSection>
      </div>
      {alertDialog}
    </>
  );
}
