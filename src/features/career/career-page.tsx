import { SIGN_IDS, signs } from '@core/content/signs';
import { careerPeriodLabel, careerPeriodStart } from '@core/features/career/career-period';
import { CAREER_TILE_IDS, careerTiles, tilePeriod } from '@core/features/career/career-tiles';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { CareerTileGrid } from './career-tile-grid';

const PERIOD_NAMES = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;

/**
 * Spec §2 Career, Finance & Life Purpose: a sign picker (the profile sign chosen by default)
 * and thirteen tiles in three coloured categories; a tile loads its reading for the period its
 * id names. The server builds the prompt from the sign, the tile and the date alone.
 */
export default function CareerPage() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link shows the same reading again.
  const [chosenSign, setChosenSign] = useSearchState('sign', SIGN_IDS, null);
  const [tile, setTile] = useSearchState('tile', CAREER_TILE_IDS, null);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const reading = useReading(sign && tile ? { feature: 'career', sign, tile, date: today } : null);

  return (
    <>
      <PageHeader
        title="Career, Finance & Life Purpose"
        subtitle="Work, money and meaning, read from where Jupiter and Saturn stand for your sign"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setChosenSign}
        />
        <CareerTileGrid selected={tile} enabled={sign !== null} onSelect={setTile} />
        <div>
          {sign && tile ? (
            <ReadingPanel
              reading={reading}
              title={`${signs[sign].emoji} ${signs[sign].name} · ${careerTiles[tile].title}`}
              subtitle={`${PERIOD_NAMES[tilePeriod(tile)]} reading for ${signs[sign].name}, ${careerPeriodLabel(
                tilePeriod(tile),
                careerPeriodStart(tilePeriod(tile), today),
              )}`}
              offlineNote="Composed offline from the real sky: Jupiter, Saturn, Mars and the Moon in your solar houses"
              revealKey={`${sign}:${tile}`}
            />
          ) : (
            <PromptCard title="Choose a reading to begin" emoji="💼">
              {sign
                ? `Pick any tile above for ${signs[sign].name}: career, money or purpose.`
                : 'Pick your zodiac sign, then a tile, and we will read the sky for your work and path.'}
            </PromptCard>
          )}
        </div>
      </div>
    </>
  );
}
