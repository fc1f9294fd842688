import { useEffect, useRef, useState } from 'react';
import {
  TAROT_DECK_IDS,
  TAROT_DECKS,
  TAROT_DECK_NAMES,
  tarotCard,
} from '@core/features/tarot/deck/tarot-decks';
import { drawSpread } from '@core/features/tarot/draw/draw-spread';
import { SPREADS, TAROT_SPREAD_IDS } from '@core/features/tarot/draw/spreads';
import type { PastDraw } from '@core/features/tarot/past-draws';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { useSearchState } from '@/lib/navigation/router';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { ChoiceGroup } from './choice-group';
import { PastDrawsList } from './past-draws-list';
import { usePastDraws } from './past-draws-store';
import { TarotCardFace } from './tarot-card-face';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';

/** How long the shuffle takes before the cards land: long enough to feel like a draw. */
const SHUFFLE_MS = 600;

const SPREAD_OPTIONS = TAROT_SPREAD_IDS.map((id) => ({
  id,
  label: `${SPREADS[id].name} (${SPREADS[id].positions.length})`,
}));
const DECK_OPTIONS = TAROT_DECK_IDS.map((id) => ({ id, label: TAROT_DECK_NAMES[id] }));

/**
 * Spec §2 and §4 Tarot: choose a spread (three by default) and a deck, draw, see the cards in
 * their positions and the reading of them. Draws are kept on the device and can be reopened.
 */
export default function TarotPage() {
  const stateKey = useBrowserStateKey();
  return (
    <>
      <PageHeader title="Tarot" subtitle="Shuffle, draw and read the cards" />
      <TarotWorkspace key={stateKey} />
    </>
  );
}

/** Everything below the header; its state starts from this browser's (see useBrowserStateKey). */
function TarotWorkspace() {
  const today = useToday();
  // In the URL (issue 26): Back, a reload or a shared link keep the spread and deck, never the cards.
  const [spread, setSpread] = useSearchState('spread', TAROT_SPREAD_IDS, 'three');
  const [deck, setDeck] = useSearchState('deck', TAROT_DECK_IDS, 'major');
  const [draw, setDraw] = useState<PastDraw | null>(null);
  const [shuffling, setShuffling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { draws, remember, clear } = usePastDraws();
  const reading = useReading(
    draw ? { feature: 'tarot', spread: draw.spread, deck: draw.deck, cards: draw.cards, date: today } : null,
  );
  const busy = shuffling || reading.status === 'loading' || reading.status === 'streaming';

  useEffect(() => () => clearTimeout(timer.current), []);

  const drawCards = () => {
    if (busy) return;
    setShuffling(true);
    setDraw(null);
    timer.current = setTimeout(() => {
      const drawn: PastDraw = {
        spread,
        deck,
        cards: drawSpread(spread, TAROT_DECKS[deck]),
        date: today,
        drawnAt: Date.now(),
      };
      setDraw(drawn);
      remember(drawn);
      setShuffling(false);
    }, SHUFFLE_MS);
  };

  const openPastDraw = (past: PastDraw) => {
    if (busy) return;
    setSpread(past.spread);
    setDeck(past.deck);
    setDraw(past);
  };

  const positions = draw ? SPREADS[draw.spread].positions : [];
  return (
    <>
      <div className="space-y-8">
        <div className="space-y-4">
          <ChoiceGroup
            legend="Spread"
            name="tarot-spread"
            options={SPREAD_OPTIONS}
            selected={spread}
            onSelect={setSpread}
            disabled={busy}
          />
          <ChoiceGroup
            legend="Deck"
            name="tarot-deck"
            options={DECK_OPTIONS}
            selected={deck}
            onSelect={setDeck}
            disabled={busy}
          />
          <button
            type="button"
            onClick={drawCards}
            disabled={busy}
            className="min-h-11 w-full rounded-full bg-gold-300 px-6 font-semibold text-night-950 disabled:opacity-70"
          >
            {busy ? 'Drawing Cards...' : 'Draw Cards'}
          </button>
        </div>

        {draw ? (
          <section aria-labelledby="drawn-cards-heading">
            <h2 id="drawn-cards-heading" className="mb-3 font-display text-lg text-gold-200">
              {SPREADS[draw.spread].name}
            </h2>
            <ol aria-label="Drawn cards" className="tarot-spread grid grid-cols-3 gap-x-3 gap-y-5">
              {draw.cards.map((drawn, index) => (
                <li
                  key={`${draw.drawnAt}-${drawn.id}`}
                  aria-label={`${positions[index]?.label ?? ''}: ${tarotCard(drawn.id).name}${drawn.reversed ? ', reversed' : ''}`}
                >
                  <TarotCardFace
                    card={tarotCard(drawn.id)}
                    reversed={drawn.reversed}
                    position={positions[index]?.label ?? ''}
                  />
                </li>
              ))}
            </ol>
          </section>
        ) : (
          <PromptCard
            title={shuffling ? 'Shuffling the deck…' : 'Hold your question in mind, then draw'}
            emoji="🃏"
          >
            Choose a spread and a deck, and draw. Each card may land upright or reversed; the reading speaks
            to whatever you are asking silently.
          </PromptCard>
        )}

        {draw ? (
          <ReadingPanel
            reading={reading}
            title={`🃏 ${SPREADS[draw.spread].name}`}
            subtitle={`Reading of your ${draw.cards.length === 1 ? 'card' : `${draw.cards.length} cards`}`}
            offlineNote="Composed offline from the meanings of the cards you drew"
            revealKey={String(draw.drawnAt)}
          />
        ) : null}

        <PastDrawsList draws={draws} onOpen={openPastDraw} onClear={clear} />
      </div>
    </>
  );
}
