import type { ReactNode } from 'react';

interface AboutSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled block of the About page. */
export function AboutSection({ id, title, children }: AboutSectionProps) {
  return (
    <section aria-labelledby={id} className="glass-card p-5">
      <h2 id={id} className="font-display text-xl font-semibold text-gold-200">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-violet-100/90">{children}</div>
    </section>
  );
}
