interface ToggleChipsProps<Id extends string> {
  legend: string;
  options: readonly { id: Id; label: string; emoji?: string }[];
  selected: readonly Id[];
  onToggle(id: Id): void;
}

/**
 * A labelled group of toggle buttons (aria-pressed) for multi-select choices: the dream pages' emotions,
 * symbols and Moon phases, where a second press takes a choice back out.
 */
export function ToggleChips<Id extends string>({
  legend,
  options,
  selected,
  onToggle,
}: ToggleChipsProps<Id>) {
  return (
    <fieldset>
      <legend className="sky-scrim mb-2 text-sm font-semibold text-gold-100">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = selected.includes(option.id);
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(option.id)}
              className={`sky-tile flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors ${
                pressed
                  ? 'border-gold-300 text-gold-100'
                  : 'border-violet-400/40 text-violet-50 hover:border-violet-300'
              }`}
            >
              {option.emoji ? <span aria-hidden="true">{option.emoji}</span> : null}
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
