import { useState } from 'react';
import { ELEMENTS, type Element, SIGN_IDS, signs } from '@core/content/signs';
import type { PoseId } from '@core/features/astro-yoga/yoga-pose';
import { posesOfElement, recommendedPoses, yogaPoses } from '@core/features/astro-yoga/yoga-poses';
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
import { ElementWisdomFooter } from './element-wisdom-footer';
import { PoseCard } from './pose-card';
import { PoseElementSection } from './pose-element-section';

/** Tool spec §5: the exact alert for guidance (general or per pose) asked before a sign. */
const NO_SIGN_ALERT = 'Please select your zodiac sign first.';

/** The page's top button asks for general guidance; each pose card for its own. */
type GuidanceId = PoseId | 'general';

const SECTION_TITLES = {
  fire: '🔥 Fire Poses',
  earth: '🌿 Earth Poses',
  air: '🌬️ Air Poses',
  water: '🌊 Water Poses',
} as const satisfies Record<Element, string>;

/**
 * Tool spec §2 Astro-Yoga: a sign picker, general guidance for the sign, the poses of its element,
 * the eight poses in four element sections one card open at a time (each with its chakra bar and
 * "Get Personal Guidance"), and the element wisdom footer. Poses can be browsed before a sign is
 * chosen; asking for guidance then shows the spec's alert.
 */
export default function AstroYogaPage() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link keep the sign.
  const [chosenSign, setSign] = useSearchState('sign', SIGN_IDS, null);
  // The profile's sign is the starting point until the visitor picks one here.
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const cards = useOneOpen<PoseId>();
  // Closed until asked for; a chosen sign or a recommended pose opens its element.
  const [openElements, setOpenElements] = useState<ReadonlySet<Element>>(() => new Set());
  const showElement = (element: Element, shown: boolean) =>
    setOpenElements((current) => {
      if (current.has(element) === shown) return current;
      const next = new Set(current);
      if (shown) next.add(element);
      else next.delete(element);
      return next;
    });
  const guidance = useCatalogueReading<GuidanceId>({
    sign,
    noSignAlert: NO_SIGN_ALERT,
    toRequest: (chosen, id) =>
      id === 'general'
        ? { feature: 'astro-yoga', sign: chosen, date: today }
        : { feature: 'astro-yoga', sign: chosen, pose: id, date: today },
    completionSound: 'divine',
  });
  const reader = sign ? signs[sign] : null;
  const recommended = sign ? recommendedPoses(sign) : [];
  const askedPose = guidance.askedId && guidance.askedId !== 'general' ? yogaPoses[guidance.askedId] : null;

  const choose = (id: PoseId) => {
    showElement(yogaPoses[id].element, true);
    cards.open(id);
    revealCatalogueCard(id);
  };

  return (
    <>
      <PageHeader title="Astro-Yoga" subtitle="Poses and breath matched to the elements of your sign" />
      <div className="space-y-8">
        <ZodiacPicker
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={(chosen) => {
            setSign(chosen);
            showElement(signs[chosen].element, true);
          }}
        />
        <div className="flex justify-center">
          <button
            type="button"
            onClick={() => guidance.ask('general')}
            className="min-h-11 rounded-full bg-gold-300 px-5 font-semibold text-night-950 hover:bg-gold-200"
          >
            <span aria-hidden="true">🧘 </span>
            {reader
              ? `Get Personal Astro-Yoga Guidance for ${reader.name}`
              : 'Get Personal Astro-Yoga Guidance'}
          </button>
        </div>
        {sign && reader ? (
          <RecommendedList
            title={`Recommended for ${reader.name} (${reader.element})`}
            items={recommended.map((pose) => ({
              id: pose.id,
              icon: pose.icon,
              name: pose.name,
              note: pose.sanskritName,
            }))}
            onChoose={choose}
          />
        ) : (
          <PromptCard title="Find Your Cosmic Flow" emoji="🧘">
            Choose your zodiac sign to see the poses of your element and receive personal guidance.
          </PromptCard>
        )}
        {sign && reader && guidance.askedId ? (
          <ReadingPanel
            reading={guidance.reading}
            title={
              askedPose
                ? `${askedPose.icon} ${askedPose.name} for ${reader.name}`
                : `🧘 Astro-Yoga guidance for ${reader.name}`
            }
            subtitle={`Today's practice for ${reader.name}`}
            offlineNote="Composed offline from today's Moon and your sign's element"
            revealKey={`${sign}:${guidance.askedId}`}
          />
        ) : null}
        {/* Four closed sections read as one list, so they sit close together. */}
        <div className="space-y-3">
          {ELEMENTS.map((element) => (
            <PoseElementSection
              key={element}
              title={SECTION_TITLES[element]}
              poseCount={posesOfElement(element).length}
              open={openElements.has(element)}
              onOpenChange={(shown) => showElement(element, shown)}
            >
              {posesOfElement(element).map((pose) => (
                <PoseCard
                  key={pose.id}
                  pose={pose}
                  expanded={cards.openId === pose.id}
                  onToggle={() => cards.toggle(pose.id)}
                  onAsk={() => guidance.ask(pose.id)}
                  highlight={
                    reader && pose.element === reader.element ? `Recommended for ${reader.name}` : null
                  }
                />
              ))}
            </PoseElementSection>
          ))}
        </div>
        <ElementWisdomFooter />
      </div>
      {guidance.alertDialog}
    </>
  );
}
