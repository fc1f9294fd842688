import { type ReactNode, useId } from 'react';
import { prefersReducedMotion } from '../prefers-reduced-motion';
import { catalogueCardDomId } from './catalogue-card';

export interface RecommendedItem<Id extends string> {
  id: Id;
  icon: ReactNode;
  name: string;
  /** A few words on why, or a fact such as a frequency. */
  note?: string;
}

interface RecommendedListProps<Id extends string> {
  /** "Recommended for Leo", "Recommended for Leo (fire)". */
  title: string;
  items: readonly RecommendedItem<Id>[];
  /** Usually opens the item's card and brings it into view (revealCatalogueCard). */
  onChoose(id: Id): void;
  /** Shown when no item matches the sign. */
  emptyText?: string;
}

/** Brings a catalogue card into view once the page has rendered it open. */
export function revealCatalogueCard(id: string): void {
  requestAnimationFrame(() => {
    const card = document.getElementById(catalogueCardDomId(id));
    card?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
    card?.querySelector<HTMLElement>('h3')?.setAttribute('tabindex', '-1');
    card?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  });
}

/** The items that suit the chosen sign, as buttons leading to their cards in the catalogue below. */
export function RecommendedList<Id extends string>({
  title,
  items,
  onChoose,
  emptyText = 'Every item below is open to you.',
}: RecommendedListProps<Id>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="glass-card p-4">
      <h2 id={titleId} className="mb-3 font-display text-lg font-semibold text-gold-200">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-violet-100/90">{emptyText}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onChoose(item.id)}
                className="flex min-h-11 items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-3 text-left text-sm text-gold-100 hover:bg-gold-300/20"
              >
                <span aria-hidden="true">{item.icon}</span>
                <span className="font-semibold">{item.name}</span>
                {item.note ? <span className="text-xs text-violet-200">{item.note}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
