import { useId } from 'react';
import { DREAM_EMOTION_IDS, dreamEmotionNames } from '@core/features/dream-journal/dream-emotions';
import {
  DREAM_DESCRIPTION_MAX_LENGTH,
  DREAM_TITLE_MAX_LENGTH,
} from '@core/features/dream-journal/dream-texts';
import { DREAM_SYMBOL_IDS, dreamSymbolList } from '@core/features/dream-journal/dream-symbols';
import { journalMoonPhaseList } from '@core/features/dream-journal/journal-moon-phases';
import type { IsoDate } from '@core/time/calendar-date';
import { type DreamDraft, toggled } from './dream-draft';
import { realMoonPhase } from './real-moon';
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

const fieldClass =
  'mt-1 w-full rounded-xl border border-violet-400/40 bg-night-900/70 px-3 py-2 text-violet-50 placeholder:text-violet-300/70 focus:border-gold-300';

/**
 * Tool spec §2 Dream Journal form: optional title, required description, one Moon phase (a
 * second press deselects it; preselected from the real Moon on the dream's date), the twelve
 * emotions and eight symbols as toggles, and the two buttons.
 */
export function DreamForm({ draft, today, busy, onChange, onAnalyze, onClear }: DreamFormProps) {
  const titleId = useId();
  const dateId = useId();
  const descriptionId = useId();
  const countId = useId();
  const blank = draft.description.trim() === '';
  const realPhase = realMoonPhase(draft.date);

  return (
    <section aria-labelledby="dream-form-heading" className="glass-card space-y-5 px-4 py-5">
      <h2 id="dream-form-heading" className="font-display text-lg font-semibold text-gold-200">
        Record your dream
      </h2>
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
            className={fieldClass}
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
            className={fieldClass}
          />
        </label>
      </div>
      <div>
        <label htmlFor={descriptionId} className="block text-sm font-semibold text-gold-100">
          Describe your dream
        </label>
        <textarea
          id={descriptionId}
          value={draft.description}
          rows={6}
          required
          maxLength={DREAM_DESCRIPTION_MAX_LENGTH}
          aria-describedby={countId}
          placeholder="What happened, who was there, how did it feel..."
          onChange={(event) => onChange({ description: event.target.value })}
          className={fieldClass}
        />
        <span id={countId} className="mt-1 block text-right text-xs font-normal text-violet-200">
          {draft.description.length} / {DREAM_DESCRIPTION_MAX_LENGTH}
        </span>
      </div>
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
        onToggle={(id) => onChange({ emotions: toggled(draft.emotions, id, DREAM_EMOTION_IDS) })}
      />
      <ToggleChips
        legend="Symbols in your dream"
        options={SYMBOL_OPTIONS}
        selected={draft.symbols}
        onToggle={(id) => onChange({ symbols: toggled(draft.symbols, id, DREAM_SYMBOL_IDS) })}
      />
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onAnalyze}
          disabled={busy || blank}
          className="min-h-11 flex-1 rounded-full bg-gold-300 px-6 font-semibold text-night-950 hover:bg-gold-200 disabled:opacity-60"
        >
          {busy ? 'Analyzing Dream...' : 'Analyze Dream'}
        </button>
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-full border border-violet-400/50 px-6 text-violet-50 hover:border-gold-300"
        >
          Clear
        </button>
      </div>
    </section>
  );
}
