import { useEffect, useRef } from 'react';
import type { ReadingState } from '@/lib/reading/use-reading';
import { LoadingIndicator, SCROLL_TO_LOADING_DELAY_MS } from '../loading-indicator';
import { prefersReducedMotion } from '../prefers-reduced-motion';
import { ReadingCard } from './reading-card';

export interface ReadingPanelProps {
  /** The page's reading, straight from useReading. */
  reading: ReadingState;
  title: string;
  /** What was read and for whom, in the feature's words ("Daily reading for Leo"). */
  subtitle?: string;
  /** Shown under a reading the offline composer wrote: what it was composed from. */
  offlineNote: string;
  /**
   * Names what the visitor asked for (a sign, a chart). Each time it takes a new value, the
   * panel brings itself into view once; other re-renders leave the view alone. Leave it out
   * where the page moves the view itself.
   */
  revealKey?: string | null;
  /** For featured readings that stay silent when they fail (spec §8, Home). */
  hideFallback?: boolean;
  /** The page's own words while waiting (tool spec §2, Crystal Scrying). */
  loadingText?: string;
}

const AI_NOTE = 'Written by our AI astrologer';
const FALLBACK_NOTE = 'The stars are quiet right now';

/**
 * The server's offline composer and the browser's write the same kind of text; a visitor
 * without a connection should still learn the reading was made here and why.
 */
const ON_DEVICE = ', on this device while the server could not be reached';

const sourceNote = (reading: Extract<ReadingState, { status: 'done' }>, offlineNote: string) =>
  ({
    ai: AI_NOTE,
    offline: reading.composedOnDevice ? offlineNote + ON_DEVICE : offlineNote,
    fallback: FALLBACK_NOTE,
  })[reading.source];

/**
 * The one place a reading is shown: the loading indicator while it is requested, then the card
 * with the text as it streams, and the finished text with its source note, an interrupted
 * stream's warning, or the fallback text when the stars could not be reached.
 */
export function ReadingPanel({
  reading,
  title,
  subtitle,
  offlineNote,
  revealKey,
  hideFallback = false,
  loadingText,
}: ReadingPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const revealed = useRef<{ key: string; withText: boolean } | null>(null);
  const hasText = reading.status === 'streaming' || reading.status === 'done';

  // Spec §9: the view moves 100 ms after a reading is asked for. If only the indicator was there
  // to move to, the page may have been too short to bring it to the top, so the view moves once
  // more when the text replaces it. Keyed on the request and that one change only: streaming
  // text, re-renders and a same-sign reload (the date turning) never pull the visitor back.
  useEffect(() => {
    if (revealKey === undefined || revealKey === null) return undefined;
    const last = revealed.current;
    const sameRequest = last?.key === revealKey;
    if (sameRequest && (last.withText || !hasText)) return undefined;
    const timer = setTimeout(
      () => {
        revealed.current = { key: revealKey, withText: hasText };
        panelRef.current?.scrollIntoView({
          behavior: prefersReducedMotion() ? 'instant' : 'smooth',
          block: 'start',
        });
      },
      sameRequest ? 0 : SCROLL_TO_LOADING_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [revealKey, hasText]);

  if (reading.status === 'idle') return null;
  if (hideFallback && reading.status === 'done' && reading.source === 'fallback') return null;

  return (
    // The margin keeps the top of the panel clear of the sticky site header.
    <div ref={panelRef} className="scroll-mt-20">
      {reading.status === 'loading' ? (
        <LoadingIndicator scrollIntoView={false} {...(loadingText ? { text: loadingText } : {})} />
      ) : (
        <ReadingCard
          title={title}
          {...(subtitle ? { subtitle } : {})}
          text={reading.text}
          streaming={reading.status === 'streaming'}
          {...(reading.status === 'done'
            ? { sourceNote: sourceNote(reading, offlineNote), interrupted: reading.interrupted }
            : {})}
        />
      )}
    </div>
  );
}
