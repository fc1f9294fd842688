import { type ReactNode, useId } from 'react';

interface PromptCardProps {
  title: string;
  children?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  emoji?: string;
}

/** The invitation shown on reading pages until a sign is chosen (spec §4, "no sign selected"). */
export function PromptCard({ title, children, emoji = '✨' }: PromptCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="glass-card px-6 py-8 text-center">
      <p aria-hidden="true" className="text-4xl">
        {emoji}
      </p>
      <h2 id={titleId} className="mt-3 font-display text-xl font-semibold text-gold-200">
        {title}
      </h2>
      {children ? <div className="mx-auto mt-2 max-w-md text-violet-100/90">{children}</div> : null}
    </section>
  );
}
