import type { TarotDeckId } from './deck/tarot-decks';
import type { DrawnCard } from './draw/draw-spread';
import type { TarotSpreadId } from './draw/spreads';
import { tarotRequestSchema } from './tarot-request';

/**
 * The visitor's past draws, kept on the device. Pure rules only: the page's store reads and
 * writes browser storage. Every entry is checked against the request contract on load, so a
 * hand-edited or outdated entry is dropped instead of reaching the reading service.
 */
export const PAST_DRAWS_LIMIT = 20;

export interface PastDraw {
  spread: TarotSpreadId;
  deck: TarotDeckId;
  cards: DrawnCard[];
  /** The visitor's local date of the draw. */
  date: string;
  /** When it was drawn (ms since 1970), which also tells two draws of one day apart. */
  drawnAt: number;
}

function asPastDraw(value: unknown): PastDraw | null {
  if (typeof value !== 'object' || value === null) return null;
  const { drawnAt, ...fields } = value as Record<string, unknown>;
  if (typeof drawnAt !== 'number' || !Number.isFinite(drawnAt)) return null;
  const parsed = tarotRequestSchema.safeParse({ ...fields, feature: 'tarot' });
  if (!parsed.success) return null;
  const { spread, deck, cards, date } = parsed.data;
  return { spread, deck, cards, date, drawnAt };
}

/** What was stored, newest first; anything unreadable becomes an empty list. */
export function parsePastDraws(raw: string | null): PastDraw[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .map(asPastDraw)
    .filter((draw): draw is PastDraw => draw !== null)
    .slice(0, PAST_DRAWS_LIMIT);
}

/** The list with `draw` first, the oldest dropped past the limit. */
export const withPastDraw = (draws: readonly PastDraw[], draw: PastDraw): PastDraw[] =>
  [draw, ...draws.filter((other) => other.drawnAt !== draw.drawnAt)].slice(0, PAST_DRAWS_LIMIT);
