import type { ReactNode } from 'react';

interface PalmGuidesDisclosureProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The palm map and the two guides. */
  children: ReactNode;
}

/**
 * The palm map and the guides to the six lines and seven mounts, behind one disclosure (issue 26:
 * open, their thirteen cards made the page eight phone screens tall before a tap). The page holds
 * whether it is open, so a Key Features chip can open it on the way to its card.
 */
export function PalmGuidesDisclosure({ open, onOpenChange, children }: PalmGuidesDisclosureProps) {
  return (
    <section aria-labelledby="palm-guides-title" className="space-y-3">
      <h2 id="palm-guides-title" className="font-display text-xl font-semibold text-gold-200">
        Explore the Palm
      </h2>
      <p className="text-sm text-violet-100/90">
        A drawn palm that lights each part, with the Sacred Palm Lines Guide and the Sacred Hand Mounts Guide:
        what each line and mount means and how to read it.
      </p>
      <details open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)} className="group">
        <summary className="flex min-h-11 w-fit cursor-pointer items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 text-sm font-semibold text-gold-100 hover:bg-white/10">
          <span>
            <span className="group-open:hidden">Show</span>
            <span className="hidden group-open:inline">Hide</span> the palm map, 6 lines and 7 mounts
          </span>
          <span
            aria-hidden="true"
            className="text-violet-200 group-open:rotate-180 motion-safe:transition-transform"
          >
            ▾
          </span>
        </summary>
        <div className="mt-4 space-y-8">{children}</div>
      </details>
    </section>
  );
}
