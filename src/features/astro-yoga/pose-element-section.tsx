import { type ReactNode, useId } from 'react';

interface PoseElementSectionProps {
  title: string;
  poseCount: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** PoseCard elements; each renders its own list item. */
  children: ReactNode;
}

/**
 * The poses of one element behind a disclosure (issue 26: eight open cards made the page six
 * phone screens tall before a tap). The page holds which elements are open, so choosing a sign or
 * a recommended pose can open the element it belongs to.
 */
export function PoseElementSection({
  title,
  poseCount,
  open,
  onOpenChange,
  children,
}: PoseElementSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <details open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)} className="group">
        <summary className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-white/15 bg-white/5 px-4 py-2 hover:bg-white/10">
          <h2 id={titleId} className="font-display text-xl font-semibold text-gold-200">
            {title}
          </h2>
          <span className="text-sm text-violet-200">{poseCount} poses</span>
          <span
            aria-hidden="true"
            className="ml-auto text-violet-200 group-open:rotate-180 motion-safe:transition-transform"
          >
            ▾
          </span>
        </summary>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</ul>
      </details>
    </section>
  );
}
