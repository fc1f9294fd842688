import { type DietFocusId, dietFocusList } from '@core/features/zodiac-diet/diet-topics';

interface FocusGridProps {
  selected: DietFocusId | null;
  onSelect(focus: DietFocusId): void;
}

/** Tool spec §2: "Choose Your Nutritional Focus", six topics; choosing one asks for guidance. */
export function FocusGrid({ selected, onSelect }: FocusGridProps) {
  return (
    <section aria-labelledby="diet-focus-title">
      <h2 id="diet-focus-title" className="mb-3 font-display text-xl font-semibold text-gold-200">
        Choose Your Nutritional Focus
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {dietFocusList.map((focus) => {
          const isSelected = focus.id === selected;
          return (
            <li key={focus.id} className="flex">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(focus.id)}
                style={{ borderLeftColor: focus.color }}
                className={`flex w-full items-start gap-3 rounded-2xl border border-l-4 p-3 text-left transition-colors ${
                  isSelected
                    ? 'border-gold-300 bg-gold-300/15 shadow-lg shadow-gold-300/20'
                    : 'border-white/10 bg-white/5 hover:border-violet-300/50 hover:bg-white/10'
                }`}
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  {focus.icon}
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
