import { useId } from 'react';
import { type ChineseAnimalId, chineseAnimalList } from '@core/features/zodiac-diet/chinese-animals';
import { DIET_ELEMENT_ICONS } from '@core/features/zodiac-diet/diet-elements';

interface AnimalPickerProps {
  selected: ChineseAnimalId | null;
  onSelect(animal: ChineseAnimalId): void;
}

/**
 * The twelve Chinese animals as toggle buttons (tool spec §2): emoji, character, name and
 * element icon, in the same 3-to-6 column grid as the Western signs.
 */
export function AnimalPicker({ selected, onSelect }: AnimalPickerProps) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="mb-3 font-display text-lg font-semibold text-gold-200">
        Choose your Chinese animal
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="grid grid-cols-3 gap-2 pt-2 sm:grid-cols-4 lg:grid-cols-6"
      >
        {chineseAnimalList.map((animal) => {
          const isSelected = animal.id === selected;
          return (
            <button
              key={animal.id}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(animal.id)}
              className={`flex min-h-24 flex-col items-center justify-center rounded-2xl border px-1 pt-3 pb-2 text-center transition-colors ${
                isSelected
                  ? 'border-gold-300 bg-gold-300/15 shadow-lg shadow-gold-300/20'
                  : 'border-white/10 bg-white/5 hover:border-violet-300/50 hover:bg-white/10'
              }`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                {animal.emoji}
              </span>
              <span className="mt-1 flex items-center gap-1 text-sm font-semibold text-violet-50">
                <span aria-hidden="true" className="text-gold-200">
                  {animal.symbol}
                </span>
                {animal.name}
              </span>
              <span className="mt-0.5 text-xs text-violet-100">
                <span aria-hidden="true">{DIET_ELEMENT_ICONS[animal.element]}</span> {animal.element}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
