import { type AngelSpreadId, spreadList } from '@core/features/angels/angel-spreads';
import { styleRef } from '@/lib/dom/style-ref';

interface SpreadChooserProps {
  selected: AngelSpreadId;
  onSelect(spread: AngelSpreadId): void;
  disabled: boolean;
}

/** The four spreads as a radio group: the choice alone starts nothing, the draw button does. */
export function SpreadChooser({ selected, onSelect, disabled }: SpreadChooserProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="sky-scrim mb-3 font-display text-lg font-semibold text-gold-200">
        Choose your spread
      </legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {spreadList.map((spread) => (
          <label
            key={spread.id}
            className="glass-card flex cursor-pointer gap-3 p-3 has-[:checked]:ring-2 has-[:checked]:ring-gold-300 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300"
            ref={styleRef({ borderLeft: `4px solid ${spread.color}` })}
          >
            <input
              type="radio"
              name="angel-spread"
              value={spread.id}
              checked={selected === spread.id}
              onChange={() => onSelect(spread.id)}
              className="sr-only"
            />
            <span aria-hidden="true" className="text-2xl">
              {spread.icon}
            </span>
            <span>
              <span className="block font-semibold text-gold-100">
                {spread.name}{' '}
                <span className="text-sm font-normal text-violet-200">
                  · {spread.cardCount} {spread.cardCount === 1 ? 'card' : 'cards'}
                </span>
              </span>
              <span className="block text-sm text-violet-100/90">{spread.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
