import { type ReactNode, useCallback, useRef, useState } from 'react';
import { AlertDialog } from './alert-dialog';

export interface UseAlertDialog {
  /** Opens the dialog with the spec's exact wording; focus returns where it was on close. */
  showAlert(message: string): void;
  /** Render this once in the page; it is nothing while closed. */
  alertDialog: ReactNode;
}

/**
 * The spec's validation alerts (§5) as an in-page dialog instead of `window.alert` (ADR 0006):
 * the same interruption a visitor expects from an alert, but styled, announced by screen
 * readers as an alert dialog, and dismissable with Enter, Space or Escape. Each page owns its
 * dialog, so a page works the same inside or outside the app shell (unit tests render pages alone).
 */
export function useAlertDialog(): UseAlertDialog {
  const [message, setMessage] = useState<string | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const showAlert = useCallback((text: string) => {
    const active = document.activeElement;
    returnFocusTo.current = active instanceof HTMLElement ? active : null;
    setMessage(text);
  }, []);

  const close = useCallback(() => {
    setMessage(null);
    // After the dialog leaves the DOM, so focus lands on the control that raised it.
    queueMicrotask(() => returnFocusTo.current?.focus());
  }, []);

  return {
    showAlert,
    alertDialog: message === null ? null : <AlertDialog message={message} onClose={close} />,
  };
}
