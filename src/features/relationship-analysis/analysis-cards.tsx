import {
  ANALYSIS_CATEGORIES,
  type AnalysisId,
  type RelationshipAnalysisType,
  analysisCategoryTitles,
  analysisList,
} from '@core/features/relationship-analysis/analysis-types';

interface AnalysisCardsProps {
  selected: AnalysisId | null;
  /** Whether the signs a card needs are chosen; a card without them stays focusable but unavailable. */
  isReady(type: RelationshipAnalysisType): boolean;
  onChoose(type: RelationshipAnalysisType): void;
}

/**
 * The ten analyses (spec §9) grouped by category. A card whose signs are missing is
 * aria-disabled rather than disabled: it stays in the tab order and, when activated, the page
 * explains what is missing with the spec's alert (§5), which a disabled button could never do.
 */
export function AnalysisCards({ selected, isReady, onChoose }: AnalysisCardsProps) {
  return (
    <div className="space-y-6">
      {ANALYSIS_CATEGORIES.map((category) => (
        <section key={category} aria-labelledby={`analysis-category-${category}`}>
          <h2
            id={`analysis-category-${category}`}
            className="mb-3 font-display text-lg font-semibold text-gold-200"
          >
            {analysisCategoryTitles[category]}
          </h2>
          <ul className="grid grid-cols-2 gap-3">
            {analysisList
              .filter((type) => type.category === category)
              .map((type) => {
                const ready = isReady(type);
                const isSelected = type.id === selected;
                return (
                  <li key={type.id} className="flex">
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      aria-disabled={!ready}
                      onClick={() => onChoose(type)}
                      className={`flex w-full flex-col items-start rounded-2xl border p-3 text-left transition-colors ${
                        isSelected
                          ? 'border-gold-300 bg-gold-300/15 shadow-lg shadow-gold-300/20'
                          : 'border-white/10 bg-white/5 hover:border-violet-300/50 hover:bg-white/10'
                      } ${ready ? '' : 'opacity-60'}`}
                    >
                      <span aria-hidden="true" className="text-2xl leading-none">
                        {type.emoji}
                      </span>
                      <span className="mt-1.5 font-semibold text-gold-100">{type.title}</span>
                      <span className="mt-0.5 text-xs leading-snug text-violet-100">{type.description}</span>
                      {type.requiresTwoSigns ? (
                        <span className="mt-1.5 rounded-full bg-violet-900/80 px-2 py-0.5 text-[0.7rem] font-semibold text-violet-50">
                          Requires two signs
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
