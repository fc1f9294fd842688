import { type ReactNode, useId } from 'react';

/** The card a dream form sits in, named by its heading. */
export function DreamFormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="glass-card space-y-5 px-4 py-5">
      <h2 id={headingId} className="font-display text-lg font-semibold text-gold-200">
        {title}
      </h2>
      {children}
    </section>
  );
}
