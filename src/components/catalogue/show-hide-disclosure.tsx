import type { ReactNode } from 'react';

interface ShowHideDisclosureProps {
  /** What the button shows or hides, after "Show"/"Hide": "the 12 lessons". */
  what: ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Classes of the box that holds the content once open. */
  contentClassName: string;
  children: ReactNode;
}

/**
 * A native disclosure for what a visitor has not asked for yet (issue 26: a page no taller than
 * four phone screens before the first tap). `<details>` opens with Enter or Space and needs no
 * script; the page keeps `open` so its own links can open it.
 */
export function ShowHideDisclosure({
  what,
  open,
  onOpenChange,
  contentClassName,
  children,
}: ShowHideDisclosureProps) {
  return (
    <details open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)} className="group">
      <summary className="flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 text-sm font-semibold text-gold-100 hover:bg-white/10">
        <span>
          <span className="group-open:hidden">Show</span>
          <span className="hidden group-open:inline">Hide</span> {what}
        </span>
        <span
          aria-hidden="true"
          className="text-violet-200 group-open:rotate-180 motion-safe:transition-transform"
        >
          ▾
        </span>
      </summary>
      <div className={contentClassName}>{children}</div>
    </details>
  );
}
