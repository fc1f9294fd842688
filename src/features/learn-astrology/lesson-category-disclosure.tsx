import { type ReactNode, useId } from 'react';

interface LessonCategoryDisclosureProps {
  title: string;
  description: string;
  lessonCount: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** CatalogueCard elements; each renders its own list item. */
  children: ReactNode;
}

/**
 * One category of lessons, its cards behind a disclosure (issue 26: ten cards open made the page
 * four and a half phone screens tall before a tap). The page holds which categories are open, so
 * a step of the recommended path can open the category of its lesson.
 */
export function LessonCategoryDisclosure({
  title,
  description,
  lessonCount,
  open,
  onOpenChange,
  children,
}: LessonCategoryDisclosureProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 font-display text-xl font-semibold text-gold-200">
        {title}
      </h2>
      <p className="mb-3 text-sm text-violet-100/90">{description}</p>
      <details open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)} className="group">
        <summary className="flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 text-sm font-semibold text-gold-100 hover:bg-white/10">
          <span>
            <span className="group-open:hidden">Show</span>
            <span className="hidden group-open:inline">Hide</span> the {lessonCount} lessons
          </span>
          <span
            aria-hidden="true"
            className="text-violet-200 group-open:rotate-180 motion-safe:transition-transform"
          >
            ▾
          </span>
        </summary>
        <ul className="mt-4 grid grid-cols-1 gap-4">{children}</ul>
      </details>
    </section>
  );
}
