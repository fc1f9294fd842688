import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onAnswer(accepted: boolean): void;
}

/**
 * The in-page stand-in for `window.confirm` (ADR 0006): the question, Cancel and the action.
 * Cancel takes focus, so an Enter pressed out of habit never destroys anything; Escape cancels;
 * Tab and Shift+Tab move between the two buttons and never leave the dialog.
 */
export function ConfirmDialog({ message, confirmLabel, cancelLabel, onAnswer }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onAnswer(false);
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const next = document.activeElement === cancelRef.current ? confirmRef.current : cancelRef.current;
        next?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onAnswer]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="glass-card w-full max-w-sm px-6 py-5 text-center shadow-xl"
      >
        <h2 id={titleId} className="font-display text-lg font-semibold text-gold-200">
          Please confirm
        </h2>
        <p id={messageId} className="mt-2 text-violet-50">
          {message}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={() => onAnswer(false)}
            className="min-h-11 rounded-full border border-white/25 px-6 font-semibold text-violet-50 hover:bg-white/10"
          >
            {cancelLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            onClick={() => onAnswer(true)}
            className="min-h-11 rounded-full bg-gold-300 px-6 font-semibold text-night-950 hover:bg-gold-200"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
