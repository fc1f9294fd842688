import type { DrawnAngel } from '@core/features/angels/angel-draw';
import { DRAWN_CARD_EXCERPT, excerpt } from './excerpt';

/**
 * Tool spec §2: the layout follows the number of cards. One card stands alone in the middle,
 * three make a row, five a cross-like block and seven a wider grid; on phones the larger
 * spreads fold into two columns so each card stays readable.
 */
const LAYOUTS: Record<number, string> = {
  1: 'mx-auto max-w-[14rem] grid-cols-1',
  3: 'grid-cols-3',
  5: 'grid-cols-2 sm:grid-cols-3',
  7: 'grid-cols-2 sm:grid-cols-4',
};

export function DrawnAngelCards({ cards, spreadName }: { cards: readonly DrawnAngel[]; spreadName: string }) {
  return (
    <section aria-labelledby="drawn-angels-heading">
      <h2
        id="drawn-angels-heading"
        className="sky-scrim mb-3 font-display text-lg font-semibold text-gold-200"
      >
        Your {spreadName}
      </h2>
      <ol
        aria-label="Drawn angel cards"
        data-layout={cards.length}
        className={`angel-cards grid gap-3 ${LAYOUTS[cards.length] ?? 'grid-cols-2 sm:grid-cols-4'}`}
      >
        {cards.map(({ angel, position }, index) => (
          <li
            key={angel.id}
            className={`angel-card glass-card flex flex-col items-center gap-1 p-3 text-center ${
              cards.length === 5 && index === 4 ? 'col-span-2 sm:col-span-1 sm:col-start-2' : ''
            }`}
          >
            <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase" data-testid="position">
              {position}
            </p>
            <span aria-hidden="true" className="text-4xl">
              {angel.emoji}
            </span>
            <h3 className="font-display text-sm font-semibold text-gold-100">{angel.name}</h3>
            <p className="text-xs text-violet-100/90">{excerpt(angel.message, DRAWN_CARD_EXCERPT)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
