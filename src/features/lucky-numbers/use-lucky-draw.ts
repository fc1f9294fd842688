import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignId } from '@core/content/signs';
import { type LotteryId, lotteries } from '@core/features/lucky-numbers/lotteries';
import { drawTicket } from '@core/features/lucky-numbers/lucky-draw';
import type { Ticket } from '@core/features/lucky-numbers/ticket';
import { prefersReducedMotion } from '@/components/prefers-reduced-motion';

/** Spec §4 and §9: the numbers appear 2000 ms after Generate, a moment of suspense. */
export const DRAW_SUSPENSE_MS = 2000;

export interface DrawnTicket {
  sign: SignId;
  lottery: LotteryId;
  numbers: Ticket;
  /** Tells two draws of the same game apart, so the page reveals each new one. */
  drawNumber: number;
}

export type LuckyDraw = { status: 'idle' } | { status: 'drawing' } | { status: 'drawn'; ticket: DrawnTicket };

/**
 * Draws a ticket after the spec's suspense (skipped for visitors who asked for less motion).
 * A new draw while one is pending is ignored; leaving the page cancels the pending one.
 */
export function useLuckyDraw(): { draw: LuckyDraw; generate(sign: SignId, lottery: LotteryId): void } {
  const [draw, setDraw] = useState<LuckyDraw>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const count = useRef(0);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const generate = useCallback((sign: SignId, lottery: LotteryId) => {
    if (timer.current) return;
    setDraw({ status: 'drawing' });
    timer.current = setTimeout(
      () => {
        timer.current = null;
        count.current += 1;
        const numbers = drawTicket(sign, lotteries[lottery]);
        setDraw({ status: 'drawn', ticket: { sign, lottery, numbers, drawNumber: count.current } });
      },
      prefersReducedMotion() ? 0 : DRAW_SUSPENSE_MS,
    );
  }, []);

  return { draw, generate };
}
