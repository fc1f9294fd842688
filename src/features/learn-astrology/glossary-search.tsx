import { useId, useState } from 'react';
import { prefersReducedMotion } from '@/components/prefers-reduced-motion';
import { GLOSSARY, type GlossaryEntry } from '@core/features/learn-astrology/glossary';
import { searchGlossary } from '@core/features/learn-astrology/search-glossary';

/** The search box's DOM id, so the glossary lesson can send a reader straight to it. */
const SEARCH_BOX_ID = 'glossary-search';

/** Brings the glossary's search box into view and puts the cursor in it. */
export function focusGlossarySearch(): void {
  const box = document.getElementById(SEARCH_BOX_ID);
  box?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'center' });
  box?.focus({ preventScroll: true });
}

const countText = (shown: number, query: string) => {
  if (query.trim() === '') return `All ${GLOSSARY.length} terms`;
  return shown === 1 ? '1 term matches' : `${shown} terms match`;
};

interface GlossaryListProps {
  entries: readonly GlossaryEntry[];
  onSeeAlso(term: string): void;
}

function GlossaryList({ entries, onSeeAlso }: GlossaryListProps) {
  return (
    <dl className="mt-3 space-y-3">
      {entries.map((entry) => (
        <div key={entry.term} className="rounded-lg bg-white/5 px-3 py-2">
          <dt className="font-semibold text-gold-100">{entry.term}</dt>
          <dd className="mt-1 text-sm leading-relaxed text-violet-50/95">
            {entry.definition}
            {entry.seeAlso ? (
              <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-violet-200">
                See also:
                {entry.seeAlso.map((term) => (
                  <button
                    key={term}
                    type="button"
                    onClick={() => onSeeAlso(term)}
                    className="min-h-8 underline decoration-dotted underline-offset-2 hover:text-gold-100"
                  >
                    {term}
                  </button>
                ))}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The searchable glossary: type part of a term or of its meaning to see the matches; "see also"
 * links search for that term; the whole list waits behind "Browse all".
 */
export function GlossarySearch() {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const entries = searchGlossary(query);
  return (
    <section aria-labelledby={headingId} className="glass-card p-5">
      <h2 id={headingId} className="font-display text-xl font-semibold text-gold-200">
        Glossary of Terms
      </h2>
      <p className="mt-1 text-sm text-violet-100/90">
        The words astrologers use, each explained in a sentence or two. Search by a term or by what it means.
      </p>
      <label htmlFor={SEARCH_BOX_ID} className="mt-4 block text-sm font-semibold text-violet-50">
        Search the glossary
      </label>
      <input
        id={SEARCH_BOX_ID}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Try “orb”, “rising” or “retrograde”"
        autoComplete="off"
        className="mt-1 min-h-11 w-full rounded-lg border border-white/15 bg-night-900/70 px-3 text-violet-50 placeholder:text-violet-200/70"
      />
      <p role="status" className="mt-2 text-sm text-violet-200">
        {countText(entries.length, query)}
      </p>
      {query.trim() === '' ? (
        // Issue 26: the whole list open made the page 15,000 px tall before a tap; a search shows
        // its matches, and the full list opens on request.
        <details className="group mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-gold-100">
            Browse all {GLOSSARY.length} terms
            <span
              aria-hidden="true"
              className="text-violet-200 group-open:rotate-180 motion-safe:transition-transform"
            >
              ▾
            </span>
          </summary>
          <GlossaryList entries={entries} onSeeAlso={setQuery} />
        </details>
      ) : entries.length === 0 ? (
        <p className="mt-3 text-violet-100/90">No term matches “{query.trim()}”. Try a shorter word.</p>
      ) : (
        <GlossaryList entries={entries} onSeeAlso={setQuery} />
      )}
    </section>
  );
}
