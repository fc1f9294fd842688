import { useId } from 'react';
import {
  CAREER_CATEGORY_IDS,
  type CareerTileId,
  careerCategories,
  tilesOfCategory,
} from '@core/features/career/career-tiles';
import { categoryStyles } from './category-styles';

interface CareerTileGridProps {
  selected: CareerTileId | null;
  /** Without a sign the tiles stay visible but inert (spec §5: "otherwise nothing happens"). */
  enabled: boolean;
  onSelect(tile: CareerTileId): void;
}

const NO_SIGN_HINT = 'Choose your sign above to open a reading.';
const MONEY_NOTE =
  'Money readings are for reflection: they never name anything to buy, sell or invest in. Take real decisions with a qualified adviser.';

/**
 * The thirteen tiles in their three coloured categories. Until a sign is chosen the tiles are
 * `aria-disabled` rather than `disabled`: they stay in the tab order and announce the hint that
 * explains why they do nothing yet, where a disabled button would vanish from the keyboard path.
 */
export function CareerTileGrid({ selected, enabled, onSelect }: CareerTileGridProps) {
  const hintId = useId();
  return (
    <div className="space-y-6">
      {enabled ? null : (
        <p
          id={hintId}
          className="rounded-2xl border border-gold-300/40 bg-gold-300/10 px-4 py-3 text-gold-100"
        >
          {NO_SIGN_HINT}
        </p>
      )}
      {CAREER_CATEGORY_IDS.map((categoryId) => {
        const category = careerCategories[categoryId];
        const styles = categoryStyles[category.colour];
        const headingId = `career-category-${categoryId}`;
        return (
          <section key={categoryId} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className={`mb-3 flex items-center gap-2 font-display text-lg font-semibold ${styles.heading}`}
            >
              <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${styles.dot}`} />
              <span aria-hidden="true">{category.emoji}</span>
              {category.title}
            </h2>
            {categoryId === 'finance' ? (
              <p className="mb-3 text-sm text-violet-100/90">{MONEY_NOTE}</p>
            ) : null}
            <ul className="grid grid-cols-2 gap-3">
              {tilesOfCategory(categoryId).map((tile) => {
                const isSelected = tile.id === selected;
                return (
                  <li key={tile.id} className="flex">
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      aria-disabled={!enabled}
                      aria-describedby={enabled ? undefined : hintId}
                      onClick={() => {
                        if (enabled) onSelect(tile.id);
                      }}
                      className={`flex w-full flex-col items-start rounded-2xl border p-3 text-left transition-colors ${
                        isSelected ? styles.selected : styles.tile
                      } ${enabled ? '' : 'cursor-not-allowed opacity-60'}`}
                    >
                      <span aria-hidden="true" className="text-2xl leading-none">
                        {tile.emoji}
                      </span>
                      <span className="mt-1.5 font-semibold text-gold-100">{tile.title}</span>
                      <span className="mt-0.5 text-xs leading-snug text-violet-100/90">
                        {tile.description}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
