import { useRef, useState } from 'react';
import {
  RECENT_DREAMS_SHOWN,
  UNTITLED_DREAM,
  descriptionPreview,
} from '@core/features/dream-journal/dream-texts';
import type { JournalEntry } from '@core/features/dream-journal/journal-entries';
import { journalMoonPhases } from '@core/features/dream-journal/journal-moon-phases';
import { signs } from '@core/content/signs';
import { shortDateLabel } from '@core/time/calendar-date';
import { ReadingCard } from '@/components/reading-panel/reading-card';

interface RecentDreamsProps {
  entries: readonly JournalEntry[];
  onDelete(id: string): void;
  onExport(): void;
  onEraseAll(): void;
}

const linkButton =
  'min-h-11 rounded-full px-3 text-sm text-violet-100 underline underline-offset-2 hover:text-gold-200';

/**
 * Tool spec §2 "Your Recent Dreams" (title or 'Untitled Dream', date, the first 100 characters,
 * Moon phase; newest first), kept on this device: the latest five, a toggle to see them all,
 * each one's reading reopened or deleted, and the whole journal exported or erased.
 */
export function RecentDreams({ entries, onDelete, onExport, onEraseAll }: RecentDreamsProps) {
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const shown = showAll ? entries : entries.slice(0, RECENT_DREAMS_SHOWN);

  const erase = () => {
    onEraseAll();
    setConfirming(false);
    setShowAll(false);
  };

  return (
    <section aria-labelledby="recent-dreams-heading" className="glass-card px-4 py-5">
      <h2 id="recent-dreams-heading" className="font-display text-lg font-semibold text-gold-200">
        Your Recent Dreams
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-violet-100">
          Dreams you analyse are kept here, on this device only, so you can come back to them. To be read, a
          dream goes to our server, which keeps none of it.
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs text-violet-200">
            {entries.length === 1 ? '1 dream' : `${entries.length} dreams`} kept on this device only.
          </p>
          <ol id="recent-dreams-list" className="mt-3 space-y-3" aria-label="Recorded dreams, newest first">
            {shown.map((entry) => {
              const phase = entry.moonPhase ? journalMoonPhases[entry.moonPhase] : null;
              const open = openId === entry.id;
              const title = entry.title || UNTITLED_DREAM;
              return (
                <li key={entry.id} className="rounded-xl border border-violet-400/25 bg-night-900/50 p-3">
                  <article aria-label={title}>
                    <h3 className="font-semibold text-gold-100 [overflow-wrap:anywhere]">{title}</h3>
                    <p className="text-xs text-violet-200">
                      {shortDateLabel(entry.date)} · {signs[entry.sign].name}
                      {phase ? (
                        <>
                          {' · '}
                          <span aria-hidden="true">{phase.emoji} </span>
                          {phase.name}
                        </>
                      ) : null}
                    </p>
                    <p className="mt-1 text-sm text-violet-50 [overflow-wrap:anywhere]">
                      {descriptionPreview(entry.description)}
                    </p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      <button
                        type="button"
                        aria-expanded={open}
                        onClick={() => setOpenId(open ? null : entry.id)}
                        className={linkButton}
                      >
                        {open ? 'Hide reading' : 'Read again'}
                        <span className="sr-only"> {title}</span>
                      </button>
                      <button type="button" onClick={() => onDelete(entry.id)} className={linkButton}>
                        Delete<span className="sr-only"> {title}</span>
                      </button>
                    </div>
                    {open ? (
                      <div className="mt-2">
                        <ReadingCard
                          title={title}
                          subtitle={`Read for ${signs[entry.sign].name}`}
                          text={entry.interpretation}
                        />
                      </div>
                    ) : null}
                  </article>
                </li>
              );
            })}
          </ol>
          <div className="mt-3 flex flex-wrap items-center gap-1">
            {entries.length > RECENT_DREAMS_SHOWN ? (
              <button
                type="button"
                aria-expanded={showAll}
                aria-controls="recent-dreams-list"
                onClick={() => setShowAll(!showAll)}
                className={linkButton}
              >
                {showAll ? 'Show the latest five' : `See all ${entries.length} dreams`}
              </button>
            ) : null}
            <button type="button" onClick={onExport} className={linkButton}>
              Export journal
            </button>
            <button
              ref={eraseButton}
              type="button"
              aria-expanded={confirming}
              aria-controls="erase-journal-confirm"
              onClick={() => setConfirming(true)}
              className={linkButton}
            >
              Erase all
            </button>
          </div>
          {confirming ? (
            <div
              id="erase-journal-confirm"
              role="group"
              aria-labelledby="erase-journal-question"
              className="mt-3 rounded-xl border border-rose-300/50 bg-rose-950/40 p-3"
            >
              <p id="erase-journal-question" className="text-sm text-violet-50">
                Erase all {entries.length === 1 ? 'your dream' : `${entries.length} dreams`} from this device?
                This cannot be undone; export the journal first if you want to keep a copy.
              </p>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  onClick={erase}
                  className="min-h-11 rounded-full bg-rose-300 px-4 text-sm font-semibold text-night-950"
                >
                  Yes, erase them
                </button>
                <button
                  type="button"
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the question has just opened; its safe answer takes focus
                  autoFocus
                  onClick={() => {
                    setConfirming(false);
                    eraseButton.current?.focus();
                  }}
                  className="min-h-11 rounded-full border border-violet-400/50 px-4 text-sm text-violet-50"
                >
                  Keep them
                </button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
