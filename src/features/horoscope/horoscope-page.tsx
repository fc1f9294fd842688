import type { Period } from '@core/contract/common';
import { SIGN_IDS, signs } from '@core/content/signs';
import { DailyReminderForm } from '@/components/calendar-export/daily-reminder-form';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { periodCopy } from './period-labels';

/** Daily, weekly and monthly horoscopes share one page: a sign picker and the reading. */
export function HoroscopePage({ period }: { period: Period }) {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link shows the same sign's reading again.
  const [chosenSign, setChosenSign] = useSearchState('sign', SIGN_IDS, null);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const copy = periodCopy[period];
  const reading = useReading(sign ? { feature: 'horoscope', sign, period, date: today } : null);

  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      {copy.coverage ? (
        <section aria-labelledby="period-coverage" className="mb-6 text-center">
          <p id="period-coverage" className="text-lg font-semibold text-gold-200">
            {copy.coverage(today)}
          </p>
        </section>
      ) : null}
      <ZodiacPicker
        label="Choose your sign"
        selected={sign}
        ownSign={profile.zodiacSign}
        onSelect={setChosenSign}
      />
      <div className="mt-8">
        {sign ? (
          <ReadingPanel
            reading={reading}
            title={`${signs[sign].emoji} ${signs[sign].name} · ${copy.title}`}
            subtitle={`${copy.adjective} reading for ${signs[sign].name}`}
            offlineNote={copy.offlineNote}
            // A saved sign applied on arrival and a sign picked here both bring the reading up.
            revealKey={sign}
          />
        ) : (
          <PromptCard title="Choose a sign to begin">
            Pick your zodiac sign above and we will read the {copy.adjective.toLowerCase()} sky for you.
          </PromptCard>
        )}
      </div>
      {period === 'daily' && sign ? <DailyReminderForm sign={sign} /> : null}
    </>
  );
}
