import { useState } from 'react';
import { type SignId, signs } from '@core/content/signs';
import { HAND_MOUNT_IDS, type HandMountId } from '@core/features/palmistry/hand-mount';
import { linesForSign, mountsForSign } from '@core/features/palmistry/key-features';
import { type PalmFocusId, palmFoci } from '@core/features/palmistry/palm-foci';
import { PALM_LINE_IDS, type PalmLineId } from '@core/features/palmistry/palm-line';
import { revealCatalogueCard } from '@/components/catalogue/recommended-list';
import { useCatalogueReading } from '@/components/catalogue/use-catalogue-reading';
import { useOneOpen } from '@/components/catalogue/use-one-open';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useProfile } from '@/lib/profile/use-profile';
import { useSignChosenOnce } from '@/lib/profile/use-sign-chosen-once';
import { useToday } from '@/lib/use-today';
import { ConstructionBanner } from './construction-banner';
import { elementSign } from './element-words';
import { FocusButtons } from './focus-buttons';
import { HandMountsGuide } from './hand-mounts-guide';
import { KeyFeaturesPanel } from './key-features-panel';
import { type PalmPartId, PalmFigure } from './palm-figure';
import { PalmGuidesDisclosure } from './palm-guides-disclosure';
import { PalmLinesGuide } from './palm-lines-guide';
import { PalmistryWisdomSection } from './palmistry-wisdom-section';
import { usePointedCard } from './use-pointed-card';

/** Tool spec §5: the exact alert for a focus chosen before a sign. */
export const NO_SIGN_ALERT =
  'Please select your zodiac sign first to receive personalized palm reading guidance.';

/**
 * Tool spec §2 Sacred Palmistry: the construction banner (no camera), the sign grid starting on
 * the profile sign, the sign's Key Features, six reading foci, the guides to the six lines and
 * seven mounts (one of each open at a time) beside a drawn palm that lights the part in focus,
 * the reading, and the closing wisdom.
 */
export default function PalmistryPage() {
  const { profile } = useProfile();
  const [sign, setSign] = useSignChosenOnce(profile.zodiacSign);
  const today = useToday();
  const lines = useOneOpen<PalmLineId>();
  const mounts = useOneOpen<HandMountId>();
  const [guidesOpen, setGuidesOpen] = useState(false);
  const pointedLine = usePointedCard(PALM_LINE_IDS);
  const pointedMount = usePointedCard(HAND_MOUNT_IDS);
  const palmReading = useCatalogueReading<PalmFocusId>({
    sign,
    noSignAlert: NO_SIGN_ALERT,
    toRequest: (chosen: SignId, focus) => ({ feature: 'palmistry', sign: chosen, focus, date: today }),
    completionSound: 'divine',
  });
  const keyLines = sign ? linesForSign(sign) : [];
  const keyMounts = sign ? mountsForSign(sign) : [];
  const keyParts: PalmPartId[] = [...keyLines.map((line) => line.id), ...keyMounts.map((mount) => mount.id)];
  // The part under the pointer wins over the open card, so browsing shows where each part lies.
  const focusPart: PalmPartId | null =
    pointedLine.pointedId ?? pointedMount.pointedId ?? lines.openId ?? mounts.openId;
  const focus = palmReading.askedId ? palmFoci[palmReading.askedId] : null;
  const signName = sign ? signs[sign].name : null;

  return (
    <>
      <PageHeader title="Sacred Palmistry" subtitle="The wisdom of the hand, read through your zodiac sign" />
      <div className="space-y-8">
        <ConstructionBanner />
        <section aria-labelledby="palm-sign-title">
          <h2 id="palm-sign-title" className="mb-2 font-display text-xl font-semibold text-gold-200">
            {signName ? `${signName} Palm Reading` : 'Choose Your Zodiac Sign'}
          </h2>
          <ZodiacPicker
            selected={sign}
            ownSign={profile.zodiacSign}
            onSelect={setSign}
            labelledBy="palm-sign-title"
          />
        </section>
        {sign ? (
          <KeyFeaturesPanel
            sign={sign}
            lines={keyLines}
            mounts={keyMounts}
            onChooseLine={(line) => {
              setGuidesOpen(true);
              lines.open(line.id);
              revealCatalogueCard(line.id);
            }}
            onChooseMount={(mount) => {
              setGuidesOpen(true);
              mounts.open(mount.id);
              revealCatalogueCard(mount.id);
            }}
          />
        ) : (
          <PromptCard title="Your palm, read through your sign" emoji="🖐️">
            Choose your zodiac sign above to see the lines and mounts that matter most for you.
          </PromptCard>
        )}
        <FocusButtons
          selected={palmReading.askedId}
          onSelect={palmReading.ask}
          busy={palmReading.reading.status === 'loading'}
        />
        <PalmGuidesDisclosure open={guidesOpen} onOpenChange={setGuidesOpen}>
          <PalmFigure focusPart={focusPart} keyParts={keyParts} />
          <div {...pointedLine.handlers}>
            <PalmLinesGuide
              sign={sign}
              keyLines={keyLines.map((line) => line.id)}
              openId={lines.openId}
              onToggle={lines.toggle}
            />
          </div>
          <div {...pointedMount.handlers}>
            <HandMountsGuide sign={sign} openId={mounts.openId} onToggle={mounts.toggle} />
          </div>
        </PalmGuidesDisclosure>
        {sign && focus ? (
          <ReadingPanel
            reading={palmReading.reading}
            title={`${focus.icon} ${focus.title} for ${signs[sign].name}`}
            subtitle={`A palm reading for ${signs[sign].name}, ${elementSign(signs[sign].element)}`}
            offlineNote="Composed offline from today's Moon, your sign's hand shape and its ruling mount"
            loadingText="Reading the lines of your palm..."
            revealKey={`${sign}:${focus.id}`}
          />
        ) : (
          <PromptCard title="Your Sacred Palm Reading Awaits" emoji="🔮">
            {signName
              ? `Choose a reading focus above and the palm of ${signName} will be read for you.`
              : 'Choose your zodiac sign, then a reading focus, to receive your palm reading.'}
          </PromptCard>
        )}
        <PalmistryWisdomSection />
      </div>
      {palmReading.alertDialog}
    </>
  );
}
