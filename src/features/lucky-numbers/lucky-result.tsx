import { useEffect, useRef } from 'react';
import { signs } from '@core/content/signs';
import { lotteries } from '@core/features/lucky-numbers/lotteries';
import { LoadingIndicator, SCROLL_TO_LOADING_DELAY_MS } from '@/components/loading-indicator';
import { prefersReducedMotion } from '@/components/prefers-reduced-motion';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { useReading } from '@/lib/reading/use-reading';
import { NumberBalls } from './number-balls';
import type { LuckyDraw } from './use-lucky-draw';

/**
 * The drawn line and its analysis. While the spec's suspense runs, the loading indicator shows
 * (and brings itself into view); then the numbers, and the analysis streams in below them.
 * Each new line brings the whole result into view, numbers first.
 */
export function LuckyResult({ draw, today }: { draw: LuckyDraw; today: string }) {
  const ticket = draw.status === 'drawn' ? draw.ticket : null;
  const sectionRef = useRef<HTMLElement>(null);
  const drawNumber = ticket?.drawNumber ?? 0;
  useEffect(() => {
    if (drawNumber === 0) return undefined;
    const timer = setTimeout(() => {
      sectionRef.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'instant' : 'smooth',
        block: 'start',
      });
    }, SCROLL_TO_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [drawNumber]);
  const reading = useReading(
    ticket
      ? {
          feature: 'lucky-numbers',
          sign: ticket.sign,
          lottery: ticket.lottery,
          numbers: ticket.numbers,
          date: today,
        }
      : null,
  );

  if (draw.status === 'idle') return null;
  if (draw.status === 'drawing') return <LoadingIndicator />;
  if (!ticket) return null;
  const lottery = lotteries[ticket.lottery];
  const sign = signs[ticket.sign];
  return (
    <section
      ref={sectionRef}
      aria-labelledby="lucky-result-title"
      className="scroll-mt-20 space-y-4"
      data-testid="lucky-result"
    >
      <div className="rounded-2xl border border-gold-300/40 bg-white/5 p-4">
        <h2 id="lucky-result-title" className="font-display text-lg font-semibold text-gold-200">
          {lottery.flag} {lottery.name} line for {sign.name}
        </h2>
        <NumberBalls label="Main numbers" numbers={ticket.numbers.main} />
        {ticket.numbers.bonus.length > 0 ? (
          <>
            <p className="mt-3 text-sm text-violet-100">Bonus</p>
            <NumberBalls label="Bonus numbers" numbers={ticket.numbers.bonus} tone="bonus" />
          </>
        ) : null}
      </div>
      <ReadingPanel
        reading={reading}
        title={`${sign.emoji} What your numbers say`}
        subtitle={`${lottery.name} analysis for ${sign.name}`}
        offlineNote="Composed offline from your numbers and today’s real sky"
      />
    </section>
  );
}
