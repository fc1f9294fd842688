import { SIGN_IDS, signs } from '@core/content/signs';
import type { ReadingRequest } from '@core/features/reading-request';
import {
  ANALYSIS_IDS,
  type RelationshipAnalysisType,
  relationshipAnalysisTypes,
} from '@core/features/relationship-analysis/analysis-types';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { PageHeader } from '@/components/page-header';
import { PairBreakdown } from '@/components/pair-breakdown';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { AnalysisCards } from './analysis-cards';

/** Spec §5: the exact alerts for a card chosen without its signs. */
export const TWO_SIGNS_ALERT = 'Please select both zodiac signs for this analysis.';
export const ONE_SIGN_ALERT = 'Please select your zodiac sign for this analysis.';

/**
 * Spec §2 Relationship Analysis: two 3-column sign pickers, the ten analysis cards by category,
 * an invitation while no sign is chosen, and the chosen analysis read for the signs (breakup
 * healing for the visitor's sign alone). Picking another sign reloads the chosen analysis.
 */
export default function RelationshipAnalysisPage() {
  const { profile } = useProfile();
  const today = useToday();
  const { showAlert, alertDialog } = useAlertDialog();
  // In the URL (issue 26): Back, a reload or a shared link shows the same analysis again.
  const [chosenFirst, setChosenFirst] = useSearchState('first', SIGN_IDS, null);
  const [second, setSecond] = useSearchState('second', SIGN_IDS, null);
  const [analysis, setAnalysis] = useSearchState('analysis', ANALYSIS_IDS, null);
  const first = chosenFirst ?? profile.zodiacSign;
  const type = analysis ? relationshipAnalysisTypes[analysis] : null;
  const isReady = (candidate: RelationshipAnalysisType) =>
    first !== null && (!candidate.requiresTwoSigns || second !== null);

  const request: ReadingRequest | null =
    type && first && isReady(type)
      ? {
          feature: 'relationship-analysis',
          analysis: type.id,
          firstSign: first,
          ...(type.requiresTwoSigns && second ? { secondSign: second } : {}),
          date: today,
        }
      : null;
  const reading = useReading(request);
  const pairSecond = type?.requiresTwoSigns ? second : null;

  const choose = (candidate: RelationshipAnalysisType) => {
    if (!isReady(candidate)) {
      showAlert(candidate.requiresTwoSigns ? TWO_SIGNS_ALERT : ONE_SIGN_ALERT);
      return;
    }
    // The first sign goes into the link too, so it holds without the profile behind it.
    setChosenFirst(first);
    setAnalysis(candidate.id);
  };

  const names = first
    ? pairSecond
      ? `${signs[first].name} & ${signs[pairSecond].name}`
      : signs[first].name
    : '';

  return (
    <>
      <PageHeader
        title="Relationship Analysis"
        subtitle="Ten focused readings of two signs, and one for healing"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label="Your Sign"
          columns={3}
          selected={first}
          ownSign={profile.zodiacSign}
          onSelect={setChosenFirst}
        />
        <ZodiacPicker
          label="Their Sign"
          columns={3}
          selected={second}
          ownSign={profile.zodiacSign}
          onSelect={setSecond}
        />
        {!first && !second ? (
          <PromptCard title="Discover Your Relationship Destiny" emoji="💞">
            Choose your sign and theirs, then pick an analysis. Breakup Healing needs only yours.
          </PromptCard>
        ) : null}
        <AnalysisCards selected={analysis} isReady={isReady} onChoose={choose} />
        {request && type && first ? (
          <div className="space-y-4">
            <ReadingPanel
              reading={reading}
              title={`${names}: ${type.title}`}
              subtitle={`${type.title} for ${names}`}
              offlineNote="Composed offline from the classical sign rules and today's real Venus, Mars and Moon"
              revealKey={`${type.id}:${first}:${pairSecond ?? ''}`}
            />
            {pairSecond ? <PairBreakdown first={first} second={pairSecond} /> : null}
          </div>
        ) : null}
      </div>
      {alertDialog}
    </>
  );
}
