import { type LoveFocusId, loveFocusList } from '@core/features/love/love-foci';

interface FocusTilesProps {
  selected: LoveFocusId | null;
  onSelect(focus: LoveFocusId): void;
}

/** The three love foci (spec §2) as toggle buttons; the chosen one is highlighted and pressed. */
export function FocusTiles({ selected, onSelect }: FocusTilesProps) {
  return (
    <section aria-labelledby="love-focus-title">
      <h2 id="love-focus-title" className="mb-3 font-display text-lg font-semibold text-gold-200">
        Choose your focus
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {loveFocusList.map((focus) => {
          const isSelected = focus.id === selected;
          return (
            <li key={focus.id} className="flex">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(focus.id)}
                className={`flex w-full items-center gap-3 rounded-2xl border p-4 text-left transition-colors sm:flex-col sm:items-start ${
                  isSelected
                    ? 'border-rose-300 bg-rose-300/15 shadow-lg shadow-rose-300/20'
                    : 'border-white/10 bg-white/5 hover:border-rose-300/50 hover:bg-white/10'
                }`}
              >
                <span aria-hidden="true" className="text-3xl leading-none">
                  {focus.emoji}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold text-gold-100">{focus.title}</span>
                  <span className="mt-0.5 text-xs leading-snug text-violet-200/90">{focus.description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
