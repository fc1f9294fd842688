import { type ReactNode, useId } from 'react';

interface CatalogueSectionProps {
  title: string;
  description?: ReactNode;
  /** CatalogueCard elements; each renders its own list item. */
  children: ReactNode;
  /** Two columns from small screens up unless the page asks for one. */
  columns?: 1 | 2;
}

/** A titled list of catalogue cards: one column on phones, two where there is room. */
export function CatalogueSection({ title, description, children, columns = 2 }: CatalogueSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="sky-scrim mb-2 font-display text-xl font-semibold text-gold-200">
        {title}
      </h2>
      {description ? <div className="sky-scrim mb-4 text-sm text-violet-100/90">{description}</div> : null}
      <ul className={`grid grid-cols-1 gap-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>{children}</ul>
    </section>
  );
}
