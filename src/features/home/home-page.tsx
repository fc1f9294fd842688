import { useState } from 'react';
import { type SignId, signs } from '@core/content/signs';
import { PageHeader } from '@/components/page-header';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { CosmicEnergyPanel } from './cosmic-energy-panel';
import { PersonaCard } from './persona-card';
import { ShortcutTiles } from './shortcut-tiles';
import { TodayForYou } from './today-for-you';

export default function HomePage() {
  const { profile } = useProfile();
  const [chosenSign, setChosenSign] = useState<SignId | null>(null);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const reading = useReading(sign ? { feature: 'horoscope', sign, period: 'daily', date: today } : null);

  return (
    <>
      <PageHeader
        title="Cosmic Guide"
        subtitle="Your daily companion to the real sky: horoscopes, charts and readings drawn from where the planets really are today. No sign-up; your profile is saved only on this device."
      />
      <div className="space-y-6">
        <PersonaCard />
        <CosmicEnergyPanel />
        <TodayForYou />
        <section aria-labelledby="home-daily-title" className="space-y-4">
          <h2 id="home-daily-title" className="text-center text-lg font-bold text-gold-200">
            Your reading for today
          </h2>
          <ZodiacPicker
            label="Choose your sign"
            selected={sign}
            ownSign={profile.zodiacSign}
            onSelect={setChosenSign}
          />
          {sign ? (
            <ReadingPanel
              reading={reading}
              title={`${signs[sign].emoji} ${signs[sign].name} · Today`}
              subtitle={`Daily reading for ${signs[sign].name}`}
              offlineNote="Composed offline from today’s real sky"
              revealKey={sign}
              // Spec §8: a failed featured reading on the home page is logged only, nothing is shown.
              hideFallback
            />
          ) : null}
        </section>
        <ShortcutTiles />
      </div>
    </>
  );
}
