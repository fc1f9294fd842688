import { useId } from 'react';
import { DREAM_EMOTION_IDS, dreamEmotionNames } from '@core/features/dream-journal/dream-emotions';
import {
  DREAM_DESCRIPTION_MAX_LENGTH,
  DREAM_TITLE_MAX_LENGTH,
} from '@core/features/dream-journal/dream-texts';
import { DREAM_SYMBOL_IDS, dreamSymbolList } from '@core/features/dream-journal/dream-symbols';
import { journalMoonPhaseList } from '@core/features/dream-journal/journal-moon-phases';
import type { IsoDate } from '@core/time/calendar-date';
import type { DreamDraft } from './dream-draft';
import { realMoonPhase } from './real-moon';
import { AnalyzeDreamButton } from '@/components/dream/analyze-dream-button';
import { DreamDescriptionField } from '@/components/dream/dream-description-field';
import { dreamFieldClass } from '@/components/dream/dream-field-styles';
import { DreamFormCard } from '@/components/dream/dream-form-card';
import { toggledInOrder } from '@/components/dream/toggled-in-order';
import { ToggleChips } from '@/components/toggle-chips';

interface DreamFormProps {
  draft: DreamDraft;
  today: IsoDate;
  busy: boolean;
  onChange(patch: Partial<DreamDraft>): void;
  onAnalyze(): void;
  onClear(): void;
}

const EMOTION_OPTIONS = DREAM_EMOTION_IDS.map((id) => ({ id, label: dreamEmotionNames[id] }));
const SYMBOL_OPTIONS = dreamSymbolList.map((symbol) => ({
  id: symbol.id,
  label: symbol.symbol,
  emoji: symbol.emoji,
}));
const PHASE_OPTIONS = journalMoonPhaseList.map((phase) => ({
  id: phase.id,
  label: phase.name,
  emoji: phase.emoji,
}));

/**
 * Tool spec §2 Dream Journal form: optional title, required description, one Moon phase (a
 * second press deselects it; preselected from the real Moon on the dream's date), the twelve
 * emotions and eight symbols as toggles, and the two buttons.
 */
export function DreamForm({ draft, today, busy, onChange, onAnalyze, onClear }: DreamFormProps) {
  const titleId = useId();
  const dateId = useId();
  const realPhase = realMoonPhase(draft.date);

  return (
    <DreamFormCard title="Record your dream">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <label htmlFor={titleId} className="block text-sm font-semibold text-gold-100">
          Dream title <span className="font-normal text-violet-200">(optional)</span>
          <input
            id={titleId}
            type="text"
            value={draft.title}
            maxLength={DREAM_TITLE_MAX_LENGTH}
            placeholder="Give your dream a name..."
            onChange={(event) => onChange({ title: event.target.value })}
            className={dreamFieldClass}
          />
        </label>
        <label htmlFor={dateId} className="block text-sm font-semibold text-gold-100">
          Night of the dream
          <input
            id={dateId}
            type="date"
            value={draft.date}
            max={today}
            onChange={(event) => {
              const date = event.target.value;
              // A cleared or future date is not a night anyone dreamed: keep the last good one.
              if (date && date <= today) onChange({ date, moonPhase: realMoonPhase(date) });
            }}
            className={dreamFieldClass}
          />
        </label>
      </div>
      <DreamDescriptionField
        value={draft.description}
        maxLength={DREAM_DESCRIPTION_MAX_LENGTH}
        placeholder="What happened, who was there, how did it feel..."
        onChange={(description) => onChange({ description })}
      />
      <div>
        <ToggleChips
          legend="Moon phase"
          options={PHASE_OPTIONS}
          selected={draft.moonPhase ? [draft.moonPhase] : []}
          onToggle={(id) => onChange({ moonPhase: draft.moonPhase === id ? null : id })}
        />
        <p className="mt-2 text-xs text-violet-200">
          {realPhase === null
            ? 'Looking up the real Moon on the night of your dream…'
            : draft.moonPhase === realPhase
              ? 'Preselected from the real Moon on the night of your dream; press it again to clear it.'
              : `The real Moon that night was ${journalMoonPhaseList.find((phase) => phase.id === realPhase)?.name ?? ''}.`}
        </p>
      </div>
      <ToggleChips
        legend="Emotions you felt"
        options={EMOTION_OPTIONS}
        selected={draft.emotions}
        onToggle={(id) => onChange({ emotions: toggledInOrder(draft.emotions, id, DREAM_EMOTION_IDS) })}
      />
      <ToggleChips
        legend="Symbols in your dream"
        options={SYMBOL_OPTIONS}
        selected={draft.symbols}
        onToggle={(id) => onChange({ symbols: toggledInOrder(draft.symbols, id, DREAM_SYMBOL_IDS) })}
      />
      <div className="flex gap-3">
        <AnalyzeDreamButton
          label="Analyze Dream"
          busy={busy}
          description={draft.description}
          onAnalyze={onAnalyze}
          width="fill"
        />
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-full border border-violet-400/50 px-6 text-violet-50 hover:border-gold-300"
        >
          Clear
        </button>
      </div>
    </DreamFormCard>
  );
}
