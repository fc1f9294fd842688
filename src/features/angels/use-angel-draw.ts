import { useCallback, useEffect, useRef, useState } from 'react';
import { type DrawnAngel, drawAngels } from '@core/features/angels/angel-draw';
import type { AngelSpread } from '@core/features/angels/angel-spreads';

/** Tool spec §4, §9: the shuffle lasts this long before the cards are dealt. */
export const CARD_DRAW_DELAY_MS = 1500;

export interface AngelDraw {
  spread: AngelSpread;
  cards: DrawnAngel[];
  /** Tells one draw from the next, so the result panel scrolls into view once per draw. */
  drawnAt: number;
}

/**
 * The draw of tool spec §4, steps 1 to 3: the old cards go and the shuffle starts; after
 * 1500 ms the whole deck is shuffled with the crypto source and the spread's first cards are
 * dealt, so no angel comes twice; the shuffle ends. The page asks for the reading of the draw.
 */
export function useAngelDraw() {
  const [draw, setDraw] = useState<AngelDraw | null>(null);
  const [shuffling, setShuffling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback((spread: AngelSpread) => {
    clearTimeout(timer.current);
    setDraw(null);
    setShuffling(true);
    timer.current = setTimeout(() => {
      setDraw({ spread, cards: drawAngels(spread), drawnAt: Date.now() });
      setShuffling(false);
    }, CARD_DRAW_DELAY_MS);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setDraw(null);
    setShuffling(false);
  }, []);

  return { draw, shuffling, start, clear };
}
