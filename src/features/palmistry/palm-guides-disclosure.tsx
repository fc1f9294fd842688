import type { ReactNode } from 'react';
import { ShowHideDisclosure } from '@/components/catalogue/show-hide-disclosure';

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
      <ShowHideDisclosure
        what="the palm map, 6 lines and 7 mounts"
        open={open}
        onOpenChange={onOpenChange}
        contentClassName="mt-4 space-y-8"
      >
        {children}
      </ShowHideDisclosure>
    </section>
  );
}
