import { useId } from 'react';
import {
  ANALYSIS_TYPE_IDS,
  type AnalysisTypeId,
  analysisTypes,
} from '@core/features/dream-oracle/analysis-types';
import {
  COSMIC_SYMBOL_IDS,
  type CosmicSymbolId,
  cosmicSymbolList,
} from '@core/features/dream-oracle/cosmic-symbols';
import { ORACLE_DESCRIPTION_MAX_LENGTH } from '@core/features/dream-oracle/oracle-text-lengths';
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

const toggled = (list: readonly CosmicSymbolId[], id: CosmicSymbolId) =>
  COSMIC_SYMBOL_IDS.filter((item) => (item === id ? !list.includes(id) : list.includes(item)));

/**
 * Tool spec §2 Divine Dream Oracle form: the description, the ten cosmic symbols (any number)
 * and the nine analysis types (one, astrological interpretation by default), then the button.
 */
export function OracleForm({ draft, busy, onChange, onAnalyze }: OracleFormProps) {
  const descriptionId = useId();
  const countId = useId();
  const typeHintId = useId();
  const blank = draft.description.trim() === '';
  return (
    <section aria-labelledby="oracle-form-heading" className="glass-card space-y-5 px-4 py-5">
      <h2 id="oracle-form-heading" className="font-display text-lg font-semibold text-gold-200">
        Share your dream with the Oracle
      </h2>
      <div>
        <label htmlFor={descriptionId} className="block text-sm font-semibold text-gold-100">
          Describe your dream
        </label>
        <textarea
          id={descriptionId}
          value={draft.description}
          rows={6}
          required
          maxLength={ORACLE_DESCRIPTION_MAX_LENGTH}
          aria-describedby={countId}
          placeholder="Tell the Oracle what you saw, felt and remember..."
          onChange={(event) => onChange({ description: event.target.value })}
          className="mt-1 w-full rounded-xl border border-violet-400/40 bg-night-900/70 px-3 py-2 text-violet-50 placeholder:text-violet-300/70 focus:border-gold-300"
        />
        <span id={countId} className="mt-1 block text-right text-xs font-normal text-violet-200">
          {draft.description.length} / {ORACLE_DESCRIPTION_MAX_LENGTH}
        </span>
      </div>
      <ToggleChips
        legend="Cosmic symbols in your dream"
        options={SYMBOL_OPTIONS}
        selected={draft.symbols}
        onToggle={(id) => onChange({ symbols: toggled(draft.symbols, id) })}
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
              {analysisTypes[id].name}
            </label>
          ))}
        </div>
        <p id={typeHintId} className="mt-2 text-xs text-violet-200">
          {analysisTypes[draft.analysisType].description}
        </p>
      </fieldset>
      <button
        type="button"
        onClick={onAnalyze}
        disabled={busy || blank}
        className="min-h-11 w-full rounded-full bg-gold-300 px-6 font-semibold text-night-950 hover:bg-gold-200 disabled:opacity-60"
      >
        {busy ? 'Analyzing Dream...' : 'Analyze My Dream'}
      </button>
    </section>
  );
}
