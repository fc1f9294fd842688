import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { cardHeadings } from './card-headings';
import { CopyButton } from './copy-button';
import { PendingMarkdown } from './pending-markdown';
import { ShareButton } from './share-button';

interface ReadingCardProps {
  /** The page's title for the card; a heading the reading opens with takes its place. */
  title: string;
  /** What was read, for whom: the feature's own words (shown when it adds to the title). */
  subtitle?: string;
  /** Markdown from the generator or the offline composer. */
  text: string;
  /** Where the finished text came from; shown once it has finished. */
  sourceNote?: string;
  interrupted?: boolean;
  streaming?: boolean;
}

// The markdown renderer is a sizeable library: load it with the first reading, not with the page.
// If its chunk cannot arrive (the network went away after the page loaded), a failed lazy import
// would take the whole page down with it: show the text as it is instead.
const ReadingMarkdown = lazy(() =>
  import('./reading-markdown').catch(() => ({
    default: ({ text }: { text: string }) => <p className="whitespace-pre-wrap">{text}</p>,
  })),
);

/** Rendered beside the markdown inside its Suspense boundary: says when the formatted text is shown. */
function MarkdownShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * Spec §2 reading card: title, the feature's subtitle, the text, a copy button and (issue 28 §3)
 * a button that shares the reading as a picture. The title is
 * said once (issue 26): `cardHeadings` decides which of the page's words and the reading's own
 * opening heading the header shows.
 */
export function ReadingCard({ title, subtitle, text, sourceNote, interrupted, streaming }: ReadingCardProps) {
  const titleId = useId();
  const shown = cardHeadings({ title, subtitle, text, streaming });
  // Copy waits for the formatted text: what is copied is what the card shows.
  const [formatted, setFormatted] = useState(false);
  const [markFormatted] = useState(() => () => setFormatted(true));
  const [shareStatus, setShareStatus] = useState('');
  const actionsDisabled = streaming === true || !formatted || text.trim() === '';

  return (
    <article aria-labelledby={titleId} className="glass-card px-5 py-5 sm:px-6">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-xl font-semibold text-gold-200">
            {shown.title}
          </h2>
          {shown.subtitle ? (
            <p className="mt-0.5 text-sm text-violet-200/90 [overflow-wrap:anywhere]">{shown.subtitle}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 gap-2">
          <CopyButton title={shown.title} text={shown.body} disabled={actionsDisabled} />
          <ShareButton
            reading={{ title: shown.title, subtitle: shown.subtitle, text: shown.body }}
            disabled={actionsDisabled}
            onStatus={setShareStatus}
          />
        </div>
      </header>
      {/* A polite live region, always in the page so what it is given is announced, shown only
          when it says something; no status role, which stays the copy button's announcement. */}
      <p
        aria-live="polite"
        aria-atomic="true"
        className={shareStatus ? 'mt-3 text-sm text-gold-100' : 'sr-only'}
      >
        {shareStatus}
      </p>

      <div className="reading-markdown mt-4" aria-live={streaming ? 'polite' : undefined}>
        <Suspense fallback={<PendingMarkdown text={shown.body} />}>
          <ReadingMarkdown text={shown.body} />
          <MarkdownShown onShown={markFormatted} />
        </Suspense>
        {streaming ? <span aria-hidden="true" className="streaming-caret" /> : null}
      </div>

      {interrupted ? (
        <p className="mt-3 text-sm text-gold-100/90 italic">
          — the connection to the stars was interrupted; this reading may be incomplete.
        </p>
      ) : null}
      {sourceNote ? <p className="mt-4 text-xs text-violet-300/85">{sourceNote}</p> : null}
    </article>
  );
}
