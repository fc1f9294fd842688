import { SIGN_IDS, signs } from '@core/content/signs';
import { LOVE_FOCUS_IDS, type LoveFocusId, loveFoci } from '@core/features/love/love-foci';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { FocusTiles } from './focus-tiles';

/** Spec §5: the exact alert for a focus chosen before a sign. */
const NO_SIGN_ALERT = 'Please select your zodiac sign first to receive personalized love guidance.';

/**
 * Spec §2 Love: a sign picker (the profile's sign chosen for you) and three focus tiles, each
 * loading a love reading for the sign, the focus and today, read from where Venus and Mars are.
 */
export default function LovePage() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link shows the same reading again.
  const [chosenSign, setChosenSign] = useSearchState('sign', SIGN_IDS, null);
  const [focus, setFocus] = useSearchState('focus', LOVE_FOCUS_IDS, null);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const { showAlert, alertDialog } = useAlertDialog();
  const reading = useReading(sign && focus ? { feature: 'love', sign, focus, date: today } : null);

  const chooseFocus = (id: LoveFocusId) => {
    if (!sign) {
      showAlert(NO_SIGN_ALERT);
      return;
    }
    setFocus(id);
  };

  return (
    <>
      <PageHeader
        title="Love"
        subtitle="Romance, relationships and self-love, read from Venus and Mars today"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setChosenSign}
        />
        <FocusTiles selected={focus} onSelect={chooseFocus} />
        <div>
          {sign && focus ? (
            <ReadingPanel
              reading={reading}
              title={`${signs[sign].emoji} ${signs[sign].name} · ${loveFoci[focus].title}`}
              subtitle={`${loveFoci[focus].title} reading for ${signs[sign].name}`}
              offlineNote="Composed offline from today’s real Venus, Mars and Moon"
              revealKey={`${sign}:${focus}`}
            />
          ) : (
            <PromptCard title="Choose a focus to begin" emoji="💖">
              {sign
                ? `Pick romance, relationships or self-love above, and we will read today’s Venus and Mars for ${signs[sign].name}.`
                : 'Pick your zodiac sign, then a focus, and we will read today’s Venus and Mars for you.'}
            </PromptCard>
          )}
        </div>
      </div>
      {alertDialog}
    </>
  );
}
