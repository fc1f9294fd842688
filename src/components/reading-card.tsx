import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { ReadingSource } from '@core/contract/reading';

/** Spec §9: the copy button shows its copied state for 2 seconds. */
export const COPIED_STATE_MS = 2000;

interface ReadingCardProps {
  title: string;
  /** Markdown from the generator or the offline composer. */
  text: string;
  /** e.g. "daily"; with signName it yields the line "Daily reading for Leo". */
  period?: string;
  signName?: string;
  source?: ReadingSource;
  interrupted?: boolean;
  streaming?: boolean;
}

const SOURCE_NOTES = {
  ai: 'Written by our AI astrologer',
  offline: 'Composed offline from today’s real sky',
  fallback: 'The stars are quiet right now',
} as const satisfies Record<ReadingSource, string>;

// The markdown renderer is a sizeable library: load it with the first reading, not with the page.
const ReadingMarkdown = lazy(() => import('./reading-markdown'));

export function ReadingCard({
  title,
  text,
  period,
  signName,
  source,
  interrupted,
  streaming,
}: ReadingCardProps) {
  const titleId = useId();
  const periodLine = period && signName ? `${capitalize(period)} reading for ${signName}` : null;

  return (
    <article aria-labelledby={titleId} className="glass-card px-5 py-5 sm:px-6">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-xl font-semibold text-gold-200">
            {title}
          </h2>
          {periodLine ? <p className="mt-0.5 text-sm text-violet-200/90">{periodLine}</p> : null}
        </div>
        <CopyButton text={`${title}\n\n${text}`} disabled={streaming === true || text.trim() === ''} />
      </header>

      <div className="reading-markdown mt-4" aria-live={streaming ? 'polite' : undefined}>
        <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
          <ReadingMarkdown text={text} />
        </Suspense>
        {streaming ? <span aria-hidden="true" className="streaming-caret" /> : null}
      </div>

      {interrupted ? (
        <p className="mt-3 text-sm text-gold-100/90 italic">
          — the connection to the stars was interrupted; this reading may be incomplete.
        </p>
      ) : null}
      {source ? <p className="mt-4 text-xs text-violet-300/85">{SOURCE_NOTES[source]}</p> : null}
    </article>
  );
}

function CopyButton({ text, disabled }: { text: string; disabled: boolean }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    } catch (error) {
      // Spec §8: a failed copy is logged only.
      console.error('Copy to clipboard failed:', error);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={copy}
        disabled={disabled}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-white/15 bg-white/5 px-3 py-1.5 text-sm font-medium text-violet-50 transition-colors hover:bg-white/10 disabled:opacity-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {copied ? (
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          ) : (
            <>
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </>
          )}
        </svg>
        {copied ? (
          'Copied'
        ) : (
          <>
            Copy<span className="sr-only"> reading</span>
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'The reading is on your clipboard' : ''}
      </span>
    </>
  );
}

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
