import { type CalendarCategoryId, calendarCategoryList } from '@core/content/calendar-categories';

interface CategoryCardsProps {
  selected: CalendarCategoryId | null;
  onSelect(category: CalendarCategoryId): void;
}

/** The eight calendar categories (spec §9) as toggle buttons; choosing one loads its reading. */
export function CategoryCards({ selected, onSelect }: CategoryCardsProps) {
  return (
    <section aria-labelledby="calendar-categories-title">
      <h2 id="calendar-categories-title" className="mb-3 font-display text-lg font-semibold text-gold-200">
        Choose what to explore
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {calendarCategoryList.map((category) => {
          const isSelected = category.id === selected;
          return (
            <li key={category.id} className="flex">
              <button
                type="button"
                aria-pressed={isSelected}
                onClick={() => onSelect(category.id)}
                className={`flex w-full flex-col items-start rounded-2xl border p-3 text-left transition-colors ${
                  isSelected
                    ? 'border-gold-300 bg-gold-300/15 shadow-lg shadow-gold-300/20'
                    : 'border-white/10 bg-white/5 hover:border-violet-300/50 hover:bg-white/10'
                }`}
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  {category.emoji}
                </span>
                <span className="mt-1.5 font-semibold text-gold-100">{category.title}</span>
                <span className="mt-0.5 text-xs leading-snug text-violet-200/90">{category.description}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
