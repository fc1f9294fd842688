import { type ReactNode, useId } from 'react';
import type { SignId } from '@core/content/signs';
import { CATEGORY_FILTERS, LEVEL_FILTERS, type LevelFilter } from '@core/features/mystical-library/book';
import type { LibraryFilters } from '@core/features/mystical-library/library-filters';
import { MAX_SEARCH_LENGTH } from '@core/features/mystical-library/library-query';
import {
  CATEGORY_BUTTONS,
  CHIP_LABEL_CLASS,
  CHIP_LINE_CLASS,
  CHIP_ROW_CLASS,
  filterChipClass,
  revealFocusedChip,
} from './book-presentation';
import { SignFilterRow } from './sign-filter-row';

interface LibraryFilterPanelProps {
  filters: LibraryFilters;
  update(patch: Partial<LibraryFilters>): void;
  ownSign: SignId | null;
  /** The '{n} books found' counter, shown beside the level. */
  found: ReactNode;
}

const levelLabel = (level: LevelFilter) => (level === 'all' ? 'All Levels' : level);

/** Spec §2: the search box, the level dropdown with the counter, the nine category buttons and the zodiac row. */
export function LibraryFilterPanel({ filters, update, ownSign, found }: LibraryFilterPanelProps) {
  const headingId = useId();
  const searchId = useId();
  const levelId = useId();
  const categoryId = useId();
  return (
    <section aria-labelledby={headingId} className="glass-card space-y-3 p-4">
      <h2 id={headingId} className="sr-only">
        Find a book
      </h2>
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
      {/* The level and the count share a line, so a phone's first screen reaches the books. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={levelId} className="text-sm font-semibold text-violet-50">
          Level
        </label>
        <select
          id={levelId}
          value={filters.level}
          onChange={(event) => {
            const level = LEVEL_FILTERS.find((option) => option === event.target.value);
            if (level) update({ level });
          }}
          className="min-h-11 rounded-lg border border-white/15 bg-night-900/70 px-3 text-violet-50"
        >
          {LEVEL_FILTERS.map((level) => (
            <option key={level} value={level}>
              {levelLabel(level)}
            </option>
          ))}
        </select>
        <div className="ml-auto">{found}</div>
      </div>
      <div className={CHIP_LINE_CLASS}>
        <p id={categoryId} className={CHIP_LABEL_CLASS}>
          Category
        </p>
        <div role="group" aria-labelledby={categoryId} className={CHIP_ROW_CLASS} onFocus={revealFocusedChip}>
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
