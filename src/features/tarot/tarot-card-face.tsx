import type { TarotCard } from '@core/features/tarot/deck/tarot-card';
import './tarot-cards.css';

interface TarotCardFaceProps {
  card: TarotCard;
  reversed: boolean;
  /** The spread position the card lies in, e.g. "Past". */
  position: string;
}

/**
 * One drawn card, drawn by us rather than linked: a framed face with the numeral, the symbol and
 * the name. A reversed card is shown upside down, and its caption says so in words, so people who
 * cannot see the rotation hear it.
 */
export function TarotCardFace({ card, reversed, position }: TarotCardFaceProps) {
  return (
    <figure className="tarot-deal flex flex-col items-center gap-2">
      <figcaption className="order-first flex min-h-8 items-end justify-center text-center text-xs font-semibold uppercase tracking-wide text-gold-200">
        {position}
      </figcaption>
      <div
        aria-hidden="true"
        data-testid="tarot-card-face"
        className={`flex aspect-[2/3] w-24 flex-col items-center justify-between rounded-lg border-2 border-gold-300/80 bg-gradient-to-b from-night-700 to-night-900 p-2 shadow-lg shadow-black/40 ${reversed ? 'rotate-180' : ''}`}
      >
        <span className="font-display text-sm text-gold-200">{card.numeral}</span>
        <span className="text-3xl">{card.symbol}</span>
        <span className="text-center font-display text-[0.7rem] leading-tight text-gold-100">
          {card.name}
        </span>
      </div>
      <p className="text-center text-sm text-violet-50">
        {card.name}
        {reversed ? <span className="block text-xs text-violet-200">Reversed</span> : null}
      </p>
    </figure>
  );
}
