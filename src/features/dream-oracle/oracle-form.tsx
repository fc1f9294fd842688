import { useId } from 'react';
import {
  ANALYSIS_TYPE_IDS,
  type AnalysisTypeId,
  oracleAnalysisTypes,
} from '@core/features/dream-oracle/analysis-types';
import {
  COSMIC_SYMBOL_IDS,
  type CosmicSymbolId,
  cosmicSymbolList,
} from '@core/features/dream-oracle/cosmic-symbols';
import { ORACLE_DESCRIPTION_MAX_LENGTH } from '@core/features/dream-oracle/oracle-text-lengths';
import { AnalyzeDreamButton } from '@/components/dream/analyze-dream-button';
import { DreamDescriptionField } from '@/components/dream/dream-description-field';
import { DreamFormCard } from '@/components/dream/dream-form-card';
import { toggledInOrder } from '@/components/dream/toggled-in-order';
import { ToggleChips } from '@/components/toggle-chips';

export interface OracleDraft {
  description: string;
  symbols: CosmicSymbolId[];
  analysisType: AnalysisTypeId;
}

interface OracleFormProps {
  draft: OracleDraft;
  busy: boolean;
  onChange(patch: Partial<OracleDraft>): void;
  onAnalyze(): void;
}

const SYMBOL_OPTIONS = cosmicSymbolList.map((symbol) => ({
  id: symbol.id,
  label: symbol.name,
  emoji: symbol.emoji,
}));

/**
 * Tool spec §2 Divine Dream Oracle form: the description, the ten cosmic symbols (any number)
 * and the nine analysis types (one, astrological interpretation by default), then the button.
 */
export function OracleForm({ draft, busy, onChange, onAnalyze }: OracleFormProps) {
  const typeHintId = useId();
  return (
    <DreamFormCard title="Share your dream with the Oracle">
      <DreamDescriptionField
        value={draft.description}
        maxLength={ORACLE_DESCRIPTION_MAX_LENGTH}
        placeholder="Tell the Oracle what you saw, felt and remember..."
        onChange={(description) => onChange({ description })}
      />
      <ToggleChips
        legend="Cosmic symbols in your dream"
        options={SYMBOL_OPTIONS}
        selected={draft.symbols}
        onToggle={(id) => onChange({ symbols: toggledInOrder(draft.symbols, id, COSMIC_SYMBOL_IDS) })}
      />
      <fieldset aria-describedby={typeHintId}>
        <legend className="mb-2 text-sm font-semibold text-gold-100">Analysis type</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {ANALYSIS_TYPE_IDS.map((id) => (
            <label
              key={id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-violet-400/40 px-3 py-2 text-sm text-violet-50 has-[:checked]:border-gold-300 has-[:checked]:bg-gold-300/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300"
            >
              <input
                type="radio"
                name="oracle-analysis-type"
                className="h-4 w-4 accent-gold-300"
                checked={draft.analysisType === id}
                onChange={() => onChange({ analysisType: id })}
              />
              {oracleAnalysisTypes[id].name}
            </label>
          ))}
        </div>
        <p id={typeHintId} className="mt-2 text-xs text-violet-200">
          {oracleAnalysisTypes[draft.analysisType].description}
        </p>
      </fieldset>
      <AnalyzeDreamButton
        label="Analyze My Dream"
        busy={busy}
        description={draft.description}
        onAnalyze={onAnalyze}
        width="full"
      />
    </DreamFormCard>
  );
}
