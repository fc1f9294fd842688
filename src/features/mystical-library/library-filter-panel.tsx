import { useId } from 'react';
import type { SignId } from '@core/content/signs';
import { CATEGORY_FILTERS, LEVEL_FILTERS, type LevelFilter } from '@core/features/mystical-library/book';
import type { LibraryFilters } from '@core/features/mystical-library/library-filters';
import { MAX_SEARCH_LENGTH } from '@core/features/mystical-library/library-query';
import { CATEGORY_BUTTONS, filterChipClass } from './book-presentation';
import { SignFilterRow } from './sign-filter-row';

interface LibraryFilterPanelProps {
  filters: LibraryFilters;
  update(patch: Partial<LibraryFilters>): void;
  ownSign: SignId | null;
}

const levelLabel = (level: LevelFilter) => (level === 'all' ? 'All Levels' : level);

/** Spec §2: the search box, the level dropdown, the nine category buttons and the zodiac row. */
export function LibraryFilterPanel({ filters, update, ownSign }: LibraryFilterPanelProps) {
  const headingId = useId();
  const searchId = useId();
  const levelId = useId();
  const categoryId = useId();
  return (
    <section aria-labelledby={headingId} className="glass-card space-y-4 p-5">
      <h2 id={headingId} className="sr-only">
        Find a book
      </h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-violet-50">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            value={filters.search}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => update({ search: event.target.value })}
            placeholder="Search books, authors, topics..."
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-white/15 bg-night-900/70 px-3 text-violet-50 placeholder:text-violet-200/70"
          />
        </div>
        <div>
          <label htmlFor={levelId} className="mb-1 block text-sm font-semibold text-violet-50">
            Level
          </label>
          <select
            id={levelId}
            value={filters.level}
            onChange={(event) => {
              const level = LEVEL_FILTERS.find((option) => option === event.target.value);
              if (level) update({ level });
            }}
            className="min-h-11 w-full rounded-lg border border-white/15 bg-night-900/70 px-3 text-violet-50"
          >
            {LEVEL_FILTERS.map((level) => (
              <option key={level} value={level}>
                {levelLabel(level)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <p id={categoryId} className="mb-2 text-sm font-semibold text-violet-50">
          Category
        </p>
        <div role="group" aria-labelledby={categoryId} className="flex flex-wrap gap-2">
          {CATEGORY_FILTERS.map((category) => {
            const pressed = filters.category === category;
            return (
              <button
                key={category}
                type="button"
                aria-pressed={pressed}
                onClick={() => update({ category })}
                className={filterChipClass(pressed)}
              >
                <span aria-hidden="true">{CATEGORY_BUTTONS[category].icon}</span>
                {CATEGORY_BUTTONS[category].label}
              </button>
            );
          })}
        </div>
      </div>
      <SignFilterRow selected={filters.sign} onSelect={(sign) => update({ sign })} ownSign={ownSign} />
    </section>
  );
}
