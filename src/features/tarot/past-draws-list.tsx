import type { PastDraw } from '@core/features/tarot/past-draws';
import { tarotCard } from '@core/features/tarot/deck/tarot-decks';
import { SPREADS } from '@core/features/tarot/draw/spreads';
import { shortDateLabel } from '@core/time/calendar-date';

interface PastDrawsListProps {
  draws: readonly PastDraw[];
  onOpen: (draw: PastDraw) => void;
  onClear: () => void;
}

const cardsText = (draw: PastDraw) =>
  draw.cards.map((drawn) => `${tarotCard(drawn.id).name}${drawn.reversed ? ' (reversed)' : ''}`).join(', ');

/** The draws kept on this device, newest first; each opens again, and one control clears them all. */
export function PastDrawsList({ draws, onOpen, onClear }: PastDrawsListProps) {
  return (
    <section
      aria-labelledby="past-draws-heading"
      className="rounded-2xl border border-violet-400/20 bg-night-900/60 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="past-draws-heading" className="font-display text-lg text-gold-200">
          Past draws
        </h2>
        {draws.length > 0 ? (
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 rounded-full px-3 text-sm text-violet-200 underline underline-offset-2 hover:text-gold-200"
          >
            Clear past draws
          </button>
        ) : null}
      </div>
      {draws.length === 0 ? (
        <p className="mt-2 text-sm text-violet-200">Your draws will be kept here, on this device only.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label="Past draws on this device">
          {draws.map((draw) => (
            <li key={draw.drawnAt}>
              <button
                type="button"
                onClick={() => onOpen(draw)}
                className="w-full rounded-xl border border-violet-400/20 px-3 py-2 text-left text-sm text-violet-50 hover:border-gold-300"
              >
                <span className="block font-semibold text-gold-100">
                  {SPREADS[draw.spread].name} · {shortDateLabel(draw.date)}
                </span>
                <span className="block text-violet-200">{cardsText(draw)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
