import { useState } from 'react';
import { type SignId, signs } from '@core/content/signs';
import { CHINESE_ANIMAL_IDS, type ChineseAnimalId } from '@core/features/zodiac-diet/chinese-animals';
import { DIET_ELEMENT_ICONS } from '@core/features/zodiac-diet/diet-elements';
import { dietSignNames } from '@core/features/zodiac-diet/diet-sign-name';
import { DIET_FOCUS_IDS, type DietFocusId, dietFocuses } from '@core/features/zodiac-diet/diet-topics';
import { DIET_CARE_NOTE } from '@core/features/zodiac-diet/diet-wisdom';
import type { ZodiacDietRequest } from '@core/features/zodiac-diet/zodiac-diet-request';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useSignChosenOnce } from '@/lib/profile/use-sign-chosen-once';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { AnimalPicker } from './animal-picker';
import { DietWisdomSections } from './diet-wisdom-sections';
import { FocusGrid } from './focus-grid';
import { SelectedProfile } from './selected-profile';
import { ZODIAC_TABS, ZodiacTabs } from './zodiac-tabs';

/** Tool spec §5: the exact alert for a focus chosen with neither sign. */
const NO_SIGN_ALERT = 'Please select at least one zodiac sign (Western or Chinese).';

function subtitleFor(name: string, sign: SignId | null): string {
  const own = sign ? `${signs[sign].name} ${signs[sign].emoji}` : null;
  const reader = [name, own].filter(Boolean).join(', ');
  return reader
    ? `Nourishing food ideas for ${reader}, from the Western and Chinese zodiacs`
    : 'Nourishing food ideas from the Western and Chinese zodiacs';
}

/** Clicking the chosen sign again clears it, so either half can be left out. */
const toggled = <Id extends string>(current: Id | null, chosen: Id): Id | null =>
  current === chosen ? null : chosen;

/**
 * Tool spec §2 Zodiac Diet: Western / Chinese tabs whose selections survive a switch, the
 * selected profile and its diet cards, six focus topics that ask for today's guidance, the
 * three static wisdom sections, and a standing note that a doctor or dietitian, not this page,
 * is the one to ask about health.
 */
export default function ZodiacDietPage() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link shows the same tab, signs and reading.
  const [tab, setTab] = useSearchState('tab', ZODIAC_TABS, 'western');
  const [sign, setSign] = useSignChosenOnce(profile.zodiacSign);
  const [animal, setAnimal] = useSearchState('animal', CHINESE_ANIMAL_IDS, null);
  const [focusId, setFocusId] = useSearchState('focus', DIET_FOCUS_IDS, null);
  // The focus grid appears with the first sign chosen and stays, so clearing both signs
  // afterwards and choosing a focus meets the spec's alert rather than a vanished grid.
  const [focusOffered, setFocusOffered] = useState(false);
  const today = useToday();
  const { showAlert, alertDialog } = useAlertDialog();
  const chosen = sign !== null || animal !== null;
  const request: ZodiacDietRequest | null =
    chosen && focusId
      ? {
          feature: 'zodiac-diet',
          ...(sign ? { sign } : {}),
          ...(animal ? { animal } : {}),
          focus: focusId,
          date: today,
        }
      : null;
  const reading = useReading(request, { completionSound: 'divine' });
  const focus = focusId ? dietFocuses[focusId] : null;
  const names = dietSignNames({ sign: sign ?? undefined, animal: animal ?? undefined });

  const chooseSign = (next: SignId) => {
    setSign(toggled(sign, next));
    setFocusOffered(true);
  };
  const chooseAnimal = (next: ChineseAnimalId) => {
    setAnimal(toggled(animal, next));
    setFocusOffered(true);
  };
  const chooseFocus = (next: DietFocusId) => {
    if (!chosen) {
      showAlert(NO_SIGN_ALERT);
      return;
    }
    setFocusId(next);
  };

  return (
    <>
      <PageHeader
        title="Zodiac Diet & Nutrition"
        subtitle={subtitleFor(profile.name.trim(), profile.zodiacSign)}
      />
      <div className="space-y-8">
        <ZodiacTabs
          active={tab}
          onChange={setTab}
          panels={{
            western: (
              <ZodiacPicker
                label="Choose your Western sign"
                selected={sign}
                ownSign={profile.zodiacSign}
                onSelect={chooseSign}
                elementIcons={DIET_ELEMENT_ICONS}
              />
            ),
            chinese: <AnimalPicker selected={animal} onSelect={chooseAnimal} />,
          }}
        />
        {chosen ? (
          <SelectedProfile sign={sign} animal={animal} />
        ) : (
          <PromptCard title="Discover Your Cosmic Diet" emoji="🥗">
            Choose your Western sign, your Chinese animal or both, then a nutritional focus, for food ideas
            that suit your stars today.
          </PromptCard>
        )}
        {focusOffered || chosen ? <FocusGrid selected={focusId} onSelect={chooseFocus} /> : null}
        {chosen && focus ? (
          <ReadingPanel
            reading={reading}
            title={`${focus.icon} ${names} · ${focus.title}`}
            subtitle={`Today's food guidance for ${names}`}
            offlineNote="Composed offline from today's Moon and your elements"
            revealKey={`${sign ?? '-'}:${animal ?? '-'}:${focus.id}`}
          />
        ) : null}
        <aside aria-labelledby="diet-care-title" className="glass-card border-l-4 border-gold-300 px-4 py-3">
          <h2 id="diet-care-title" className="font-semibold text-gold-200">
            <span aria-hidden="true">🩺</span> A note on health
          </h2>
          <p className="mt-1 text-sm text-violet-50">{DIET_CARE_NOTE}</p>
        </aside>
        <DietWisdomSections />
      </div>
      {alertDialog}
    </>
  );
}
