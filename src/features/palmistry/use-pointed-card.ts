import { type FocusEvent, type MouseEvent, useCallback, useState } from 'react';

const CARD_ID_PREFIX = 'catalogue-';

/** The catalogue card (by item id) an event happened inside, if it is one of `ids`. */
function cardIdOf<Id extends string>(target: EventTarget, ids: readonly Id[]): Id | null {
  if (!(target instanceof Element)) return null;
  const card = target.closest(`li[id^="${CARD_ID_PREFIX}"]`);
  const id = card?.id.slice(CARD_ID_PREFIX.length);
  return ids.find((candidate) => candidate === id) ?? null;
}

/**
 * Which card of a guide the pointer or keyboard focus is on, read from events bubbling up to
 * the guide, so the palm map can light that part while the shared cards stay unaware of it.
 */
export function usePointedCard<Id extends string>(ids: readonly Id[]) {
  const [pointedId, setPointedId] = useState<Id | null>(null);
  const enter = useCallback(
    (event: MouseEvent | FocusEvent) => setPointedId(cardIdOf(event.target, ids)),
    [ids],
  );
  const leave = useCallback(() => setPointedId(null), []);
  const handlers = { onMouseOver: enter, onFocus: enter, onMouseLeave: leave, onBlur: leave };
  return { pointedId, handlers };
}
