import { useState } from 'react';
import { type SignId, signs } from '@core/content/signs';
import { DEFAULT_ANALYSIS_TYPE, oracleAnalysisTypes } from '@core/features/dream-oracle/analysis-types';
import { chooseArchetype } from '@core/features/dream-oracle/archetype-rule';
import { dreamArchetypes } from '@core/features/dream-oracle/dream-archetypes';
import type { DreamOracleRequest } from '@core/features/dream-oracle/dream-oracle-request';
import {
  type OracleWisdomTopicId,
  oracleWisdomTopicList,
  oracleWisdomTopics,
} from '@core/features/dream-oracle/oracle-wisdom-topics';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { NO_DREAM_ALERT, NO_SIGN_WISDOM_ALERT } from '@/components/dream/dream-alerts';
import { DreamWisdomTopics } from '@/components/dream/dream-wisdom-topics';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { ArchetypeCard } from './archetype-card';
import { type OracleDraft, OracleForm } from './oracle-form';

const EMPTY_DRAFT: OracleDraft = { description: '', symbols: [], analysisType: DEFAULT_ANALYSIS_TYPE };

/**
 * Tool spec §2 Divine Dream Oracle: a sign, the dream with its cosmic symbols and analysis
 * type, the analysis and the archetype the rules of §4 reveal, and three wisdom topics.
 */
export default function DreamOraclePage() {
  const { profile } = useProfile();
  const [chosenSign, setChosenSign] = useState<SignId | null>(null);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const [draft, setDraft] = useState<OracleDraft>(EMPTY_DRAFT);
  const [request, setRequest] = useState<DreamOracleRequest | null>(null);
  const [asked, setAsked] = useState(0);
  const reading = useReading(request);
  const { showAlert, alertDialog } = useAlertDialog();
  const busy = reading.status === 'loading' || reading.status === 'streaming';

  const analyze = () => {
    const description = draft.description.trim();
    if (!sign || description === '') {
      showAlert(NO_DREAM_ALERT);
      return;
    }
    setRequest({
      feature: 'dream-oracle',
      kind: 'analysis',
      sign,
      description,
      symbols: draft.symbols,
      analysisType: draft.analysisType,
      date: today,
    });
    setAsked((count) => count + 1);
  };

  const askWisdom = (topic: OracleWisdomTopicId) => {
    if (!sign) {
      showAlert(NO_SIGN_WISDOM_ALERT);
      return;
    }
    setRequest({ feature: 'dream-oracle', kind: 'wisdom', sign, topic, date: today });
    setAsked((count) => count + 1);
  };

  const archetype =
    request?.kind === 'analysis' && reading.status === 'done'
      ? dreamArchetypes[chooseArchetype(request)]
      : null;
  const panelTitle =
    request?.kind === 'wisdom'
      ? `${oracleWisdomTopics[request.topic].emoji} ${oracleWisdomTopics[request.topic].title}`
      : `🔮 ${request ? oracleAnalysisTypes[request.analysisType].name : ''}`;

  return (
    <>
      <PageHeader
        title="Divine Dream Oracle"
        subtitle="Cosmic symbols, dream archetypes and the sky behind your dreams"
      />
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setChosenSign}
        />
        <OracleForm
          draft={draft}
          busy={busy}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          onAnalyze={analyze}
        />
        {sign && request ? (
          <div className="space-y-6">
            <ReadingPanel
              reading={reading}
              title={panelTitle}
              subtitle={
                request.kind === 'wisdom'
                  ? `Oracle wisdom for ${signs[request.sign].name}`
                  : `Your dream, read for ${signs[request.sign].name}`
              }
              offlineNote="Composed offline from your sign, your symbols and today’s Moon"
              loadingText="The Oracle is reading your dream..."
              revealKey={`${asked}`}
            />
            {archetype ? <ArchetypeCard archetype={archetype} /> : null}
          </div>
        ) : (
          <PromptCard title={sign ? 'The Oracle is listening' : 'Choose your sign to begin'} emoji="🔮">
            {sign
              ? `Describe a dream above and the Oracle will read it for ${signs[sign].name}.`
              : 'Pick your zodiac sign, then describe a dream to receive its analysis and archetype.'}
          </PromptCard>
        )}
        <DreamWisdomTopics
          title="Oracle Wisdom"
          topics={oracleWisdomTopicList}
          selected={request?.kind === 'wisdom' ? request.topic : null}
          onSelect={askWisdom}
        />
      </div>
      {alertDialog}
    </>
  );
}
