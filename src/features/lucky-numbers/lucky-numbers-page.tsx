import { useEffect, useRef, useState } from 'react';
import { SIGN_IDS, type SignId, signs } from '@core/content/signs';
import { LOTTERY_IDS, lotteries } from '@core/features/lucky-numbers/lotteries';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { PageHeader } from '@/components/page-header';
import { prefersReducedMotion } from '@/components/prefers-reduced-motion';
import { PromptCard } from '@/components/prompt-card';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useToday } from '@/lib/use-today';
import { LotteryPicker } from './lottery-picker';
import { LuckyResult } from './lucky-result';
import { NumerologySection } from './numerology-section';
import { PowerNumbersCard } from './power-numbers-card';
import { ResponsiblePlay } from './responsible-play';
import { useLuckyDraw } from './use-lucky-draw';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';

/** Spec §5: the exact alerts. */
export const NO_SIGN_FOR_NUMBERS = 'Please select your zodiac sign first for personalized lucky numbers.';
export const NO_SIGN_FOR_NUMEROLOGY = 'Please select your zodiac sign first.';

/**
 * Spec §2 Lucky Numbers & Numerology: a sign picker, the sign's power numbers, a personal
 * numerology reading, the nine lotteries in two groups, a generate button and its result, with
 * the true odds and a way to get help always on the page.
 */
export default function LuckyNumbersPage() {
  const stateKey = useBrowserStateKey();
  return (
    <>
      <PageHeader
        title="Lucky Numbers & Numerology"
        subtitle="Your sign’s numbers, your personal numerology, and lines drawn for fun"
      />
      <LuckyNumbersWorkspace key={stateKey} />
    </>
  );
}

/** Everything below the header; its state starts from this browser's (see useBrowserStateKey). */
function LuckyNumbersWorkspace() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link keep the sign and the lottery.
  const [chosenSign, setChosenSign] = useSearchState('sign', SIGN_IDS, null);
  const [lottery, setLottery] = useSearchState('lottery', LOTTERY_IDS, 'irish-lotto');
  const [numerologyAsks, setNumerologyAsks] = useState(0);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const { showAlert, alertDialog } = useAlertDialog();
  const { draw, generate } = useLuckyDraw();
  const generateRef = useRef<HTMLButtonElement>(null);
  const [signPicks, setSignPicks] = useState(0);

  // Issue 26 item 7: once the visitor picks a sign, the view moves just far enough that Generate
  // sits above the tab bar, with the game choice over it. A sign from the profile moves nothing.
  useEffect(() => {
    if (signPicks === 0) return;
    generateRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      block: 'nearest',
    });
  }, [signPicks]);

  const pickSign = (picked: SignId) => {
    setChosenSign(picked);
    setSignPicks((count) => count + 1);
  };

  const askNumerology = () => {
    if (!sign) {
      showAlert(NO_SIGN_FOR_NUMEROLOGY);
      return;
    }
    setNumerologyAsks((count) => count + 1);
  };

  const generateNumbers = () => {
    if (!sign) {
      showAlert(NO_SIGN_FOR_NUMBERS);
      return;
    }
    generate(sign, lottery);
  };

  return (
    <>
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={pickSign}
        />
        {sign ? (
          <PowerNumbersCard sign={sign} />
        ) : (
          <PromptCard title="Pick your sign to see its power numbers" emoji="🔢">
            Each sign carries six power numbers from its place in the zodiac and its ruling planet.
          </PromptCard>
        )}
        <div>
          <button type="button" className="button-primary w-full" onClick={askNumerology}>
            🔮 Get Personal Reading
          </button>
          <p className="mt-2 text-center text-xs text-violet-200">
            Life Path, Expression and Soul Urge from your name and birth date
          </p>
        </div>
        {sign && numerologyAsks > 0 ? (
          <NumerologySection sign={sign} today={today} requestCount={numerologyAsks} />
        ) : null}
        <LotteryPicker selected={lottery} onSelect={setLottery} />
        <button
          ref={generateRef}
          type="button"
          // Clears the fixed tab bar (4.5rem) when brought into view from below.
          className="button-primary w-full scroll-mb-24"
          onClick={generateNumbers}
          disabled={draw.status === 'drawing'}
        >
          {draw.status === 'drawing'
            ? 'Consulting the stars...'
            : `🍀 Generate ${lotteries[lottery].name} Numbers${sign ? ` for ${signs[sign].name}` : ''}`}
        </button>
        <LuckyResult draw={draw} today={today} />
        <ResponsiblePlay />
      </div>
      {alertDialog}
    </>
  );
}
