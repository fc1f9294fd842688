import { type ReactNode, useId } from 'react';

/** One titled footer block of the library page (statistics, featured authors, guidelines). */
export function LibrarySection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="glass-card p-5">
      <h2 id={headingId} className="font-display text-xl font-semibold text-gold-200">
        {title}
      </h2>
      <div className="mt-3 text-sm text-violet-100/90">{children}</div>
    </section>
  );
}
