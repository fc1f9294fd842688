import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmOptions {
  /** The button that goes ahead, named for what it does ("Reset Profile"); "OK" by default. */
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface UseConfirmDialog {
  /**
   * Asks the spec's question in an in-page dialog and resolves with the answer: true only when
   * the visitor chose to go ahead. Focus returns where it was on close.
   */
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
  /** Render this once in the page; it is nothing while closed. */
  confirmDialog: ReactNode;
}

interface Question {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  resolve(accepted: boolean): void;
}

/**
 * The spec's confirmations (a profile reset) without `window.confirm` (ADR 0006), the partner of
 * useAlertDialog. A second question while one is open answers the first with "no".
 */
export function useConfirmDialog(): UseConfirmDialog {
  const [question, setQuestion] = useState<Question | null>(null);
  const questionRef = useRef<Question | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const confirm = useCallback((message: string, options: ConfirmOptions = {}) => {
    const active = document.activeElement;
    returnFocusTo.current = active instanceof HTMLElement ? active : null;
    questionRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = {
        message,
        confirmLabel: options.confirmLabel ?? 'OK',
        cancelLabel: options.cancelLabel ?? 'Cancel',
        resolve,
      };
      questionRef.current = next;
      setQuestion(next);
    });
  }, []);

  const answer = useCallback((accepted: boolean) => {
    questionRef.current?.resolve(accepted);
    questionRef.current = null;
    setQuestion(null);
    // After the dialog leaves the DOM, so focus lands on the control that raised it.
    queueMicrotask(() => returnFocusTo.current?.focus());
  }, []);

  // A page that unmounts mid-question must not leave its caller waiting forever.
  useEffect(() => () => questionRef.current?.resolve(false), []);

  return {
    confirm,
    confirmDialog:
      question === null ? null : (
        <ConfirmDialog
          message={question.message}
          confirmLabel={question.confirmLabel}
          cancelLabel={question.cancelLabel}
          onAnswer={answer}
        />
      ),
  };
}
