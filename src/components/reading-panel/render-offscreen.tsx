import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Renders React elements into a detached element, reads what it needs from the result and
 * unmounts: how the copy and share buttons turn a reading's markdown into the card's own text.
 */
export function readRendered<T>(node: ReactNode, read: (container: HTMLElement) => T): T {
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    flushSync(() => root.render(node));
    return read(container);
  } finally {
    root.unmount();
  }
}
