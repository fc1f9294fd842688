import type { ReactNode } from 'react';

/**
 * A part of an About block that waits until asked for (issue 26: every block open made the page
 * seven phone screens tall), opened with a tap, Enter or Space.
 */
export function AboutDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-gold-200">
        {summary}
        <span
          aria-hidden="true"
          className="text-violet-200 group-open:rotate-180 motion-safe:transition-transform"
        >
          ▾
        </span>
      </summary>
      <div className="mt-2 space-y-3">{children}</div>
    </details>
  );
}
