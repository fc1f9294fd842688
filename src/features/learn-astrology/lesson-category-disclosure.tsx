import { type ReactNode, useId } from 'react';
import { ShowHideDisclosure } from '@/components/catalogue/show-hide-disclosure';

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
      <ShowHideDisclosure
        what={`the ${lessonCount} lessons`}
        open={open}
        onOpenChange={onOpenChange}
        contentClassName="mt-4"
      >
        <ul className="grid grid-cols-1 gap-4">{children}</ul>
      </ShowHideDisclosure>
    </section>
  );
}
