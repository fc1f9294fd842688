import { Link, useSearchState } from '@/lib/navigation/router';
import { SIGN_IDS, type SignId, signs } from '@core/content/signs';
import type { ReadingRequest } from '@core/features/reading-request';
import { PageHeader } from '@/components/page-header';
import { PairBreakdown } from '@/components/pair-breakdown';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';

// Feature pages cannot import the app's path table; the route is fixed by the spec.
const RELATIONSHIP_ANALYSIS_PATH = '/relationship-analysis';

/** The query's mark that the pair above was checked, so its reading shows (issue 26). */
const CHECKED = ['yes'] as const;

/**
 * Spec §2 Compatibility: "First Sign" and "Second Sign" grids, "Check Compatibility" once both
 * are chosen (disabled while the reading loads), the result with the pair's breakdown beside it,
 * and the link to the advanced analysis. The first sign starts as the profile sign (§4).
 */
export default function CompatibilityPage() {
  const { profile } = useProfile();
  const today = useToday();
  // In the URL (issue 26): Back, a reload or a shared link shows the same pair and reading again.
  const [chosenFirst, setChosenFirst] = useSearchState('first', SIGN_IDS, null);
  const [second, setSecond] = useSearchState('second', SIGN_IDS, null);
  const [checkedMark, setChecked] = useSearchState('checked', CHECKED, null);
  const first = chosenFirst ?? profile.zodiacSign;
  const checked = checkedMark && first && second ? { firstSign: first, secondSign: second } : null;
  const request: ReadingRequest | null = checked
    ? { feature: 'compatibility', ...checked, date: today }
    : null;
  const reading = useReading(request);
  const busy = reading.status === 'loading' || reading.status === 'streaming';
  // Spec §2: the first grid reads "Your Sign (name)" while it holds the profile's sign.
  const firstLabel =
    first && first === profile.zodiacSign ? `Your Sign (${signs[first].name})` : 'First Sign';

  // A result always matches the signs above it: changing either one clears the old result.
  const chooseFirst = (sign: SignId) => {
    setChosenFirst(sign);
    setChecked(null);
  };
  const chooseSecond = (sign: SignId) => {
    setSecond(sign);
    setChecked(null);
  };

  return (
    <>
      <PageHeader
        title="Compatibility"
        subtitle="How two signs meet, by the classical rules and today's sky"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label={firstLabel}
          selected={first}
          ownSign={profile.zodiacSign}
          onSelect={chooseFirst}
        />
        <ZodiacPicker
          label="Second Sign"
          selected={second}
          ownSign={profile.zodiacSign}
          onSelect={chooseSecond}
        />
        {first && second ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              // The first sign goes into the link too, so it holds without the profile behind it.
              setChosenFirst(first);
              setChecked('yes');
            }}
            className="button-primary w-full"
          >
            Check Compatibility
          </button>
        ) : null}
        {checked ? (
          <div className="space-y-4">
            <ReadingPanel
              reading={reading}
              title={`${signs[checked.firstSign].emoji} ${signs[checked.firstSign].name} & ${signs[checked.secondSign].emoji} ${signs[checked.secondSign].name}`}
              subtitle={`Compatibility reading for ${signs[checked.firstSign].name} and ${signs[checked.secondSign].name}`}
              offlineNote="Composed offline from the classical sign rules and today's real Venus, Mars and Moon"
              revealKey={`${checked.firstSign}:${checked.secondSign}`}
            />
            <PairBreakdown first={checked.firstSign} second={checked.secondSign} />
          </div>
        ) : (
          <PromptCard title="Choose two signs" emoji="💞">
            {first && second
              ? `Check how ${signs[first].name} and ${signs[second].name} meet today.`
              : 'Pick a first and a second sign, then check how they meet.'}
          </PromptCard>
        )}
        <Link
          to={RELATIONSHIP_ANALYSIS_PATH}
          className="glass-card block p-4 text-center font-semibold text-gold-100 transition hover:bg-violet-800/40"
        >
          Advanced Analysis
          <span className="block text-xs font-normal text-violet-200">
            Ten focused readings: strengths, challenges, soulmate score, communication and more
          </span>
        </Link>
      </div>
    </>
  );
}
