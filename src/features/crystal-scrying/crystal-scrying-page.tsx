import { SIGN_IDS, signs } from '@core/content/signs';
import type { CrystalId } from '@core/features/crystal-scrying/crystal';
import { crystalList, crystals, recommendedCrystals } from '@core/features/crystal-scrying/crystals';
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
import { CrystalCard } from './crystal-card';
import { ScryingTechniques } from './scrying-techniques';

/** Tool spec §5: the exact alert for a session begun before a sign is chosen. */
const NO_SIGN_ALERT = 'Please select your zodiac sign first.';
/** Tool spec §2: the words while the vision is on its way. */
const LOADING_TEXT = 'The crystal mists are parting... receiving your vision...';

/**
 * Tool spec §2 Crystal Scrying: a sign picker, the stones recommended for the sign (listed for it
 * or sharing its element), the eight crystals one card open at a time, the three traditional
 * techniques, and a scrying vision for the chosen sign and stone. The catalogue can be browsed
 * before a sign is chosen; beginning a session then shows the spec's alert.
 */
export default function CrystalScryingPage() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link keep the sign.
  const [chosenSign, setSign] = useSearchState('sign', SIGN_IDS, null);
  // The profile's sign is the starting point until the visitor picks one here.
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const cards = useOneOpen<CrystalId>();
  const session = useCatalogueReading<CrystalId>({
    sign,
    noSignAlert: NO_SIGN_ALERT,
    toRequest: (chosen, crystal) => ({ feature: 'crystal-scrying', sign: chosen, crystal, date: today }),
    completionSound: 'divine',
  });
  const signName = sign ? signs[sign].name : null;
  const recommended = sign ? recommendedCrystals(sign) : [];
  const asked = session.askedId ? crystals[session.askedId] : null;

  const choose = (id: CrystalId) => {
    cards.open(id);
    revealCatalogueCard(id);
  };

  return (
    <>
      <PageHeader
        title="Crystal Scrying"
        subtitle="Gaze into a sacred stone and receive a vision for your sign"
      />
      <div className="space-y-8">
        <ZodiacPicker selected={sign} ownSign={profile.zodiacSign} onSelect={setSign} />
        {sign && signName ? (
          <RecommendedList
            title={`Recommended for ${signName}`}
            items={recommended.map((crystal) => ({
              id: crystal.id,
              icon: crystal.icon,
              name: crystal.name,
              note: crystal.zodiacSigns.includes(sign) ? signName : `${crystal.element} element`,
            }))}
            onChoose={choose}
          />
        ) : (
          <PromptCard title="Open Your Third Eye" emoji="🔮">
            Choose your zodiac sign to see the crystals that suit you and begin a scrying session.
          </PromptCard>
        )}
        {sign && asked && signName ? (
          <ReadingPanel
            reading={session.reading}
            title={`${asked.icon} ${asked.name} vision for ${signName}`}
            subtitle={`A scrying session for ${signName}`}
            offlineNote="Composed offline from today's Moon and the stone's lore"
            loadingText={LOADING_TEXT}
            revealKey={`${sign}:${asked.id}`}
          />
        ) : null}
        <CatalogueSection
          title="Sacred Scrying Crystals"
          description="Eight stones scryers have trusted for centuries. Their properties are tradition and lore, offered for reflection."
        >
          {crystalList.map((crystal) => (
            <CrystalCard
              key={crystal.id}
              crystal={crystal}
              expanded={cards.openId === crystal.id}
              onToggle={() => cards.toggle(crystal.id)}
              onBegin={() => session.ask(crystal.id)}
              highlight={
                signName && recommended.some((stone) => stone.id === crystal.id)
                  ? `Recommended for ${signName}`
                  : null
              }
            />
          ))}
        </CatalogueSection>
        <ScryingTechniques />
      </div>
      {session.alertDialog}
    </>
  );
}
