import { useCallback, useState } from 'react';

export interface OneOpen<Id extends string> {
  openId: Id | null;
  /** Opens the card, or closes it when it is the one already open (tool spec §4). */
  toggle(id: Id): void;
  /** Opens the card whatever was open (a recommendation chip leading to its card). */
  open(id: Id): void;
  close(): void;
}

/**
 * Tool spec §4: on every catalogue page only one card is expanded at a time, and a second
 * click on the open card collapses it.
 */
export function useOneOpen<Id extends string>(initial: Id | null = null): OneOpen<Id> {
  const [openId, setOpenId] = useState<Id | null>(initial);
  const toggle = useCallback((id: Id) => setOpenId((current) => (current === id ? null : id)), []);
  const open = useCallback((id: Id) => setOpenId(id), []);
  const close = useCallback(() => setOpenId(null), []);
  return { openId, toggle, open, close };
}
