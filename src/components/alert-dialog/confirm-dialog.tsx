import { useCallback } from 'react';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onAnswer(accepted: boolean): void;
}

/**
 * The in-page stand-in for `window.confirm` (ADR 0006): the question, Cancel and the action.
 * Cancel comes first and so takes focus, so an Enter pressed out of habit never destroys
 * anything; Escape cancels; Tab and Shift+Tab move between the two buttons and never leave the
 * dialog (see DialogFrame).
 */
export function ConfirmDialog({ message, confirmLabel, cancelLabel, onAnswer }: ConfirmDialogProps) {
  // Stable while onAnswer is, so the frame does not move focus back to Cancel on a re-render.
  const cancel = useCallback(() => onAnswer(false), [onAnswer]);
  return (
    <DialogFrame title="Please confirm" message={message} onEscape={cancel}>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={cancel}
          className="min-h-11 rounded-full border border-white/25 px-6 font-semibold text-violet-50 hover:bg-white/10"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={() => onAnswer(true)}
          className="min-h-11 rounded-full bg-gold-300 px-6 font-semibold text-night-950 hover:bg-gold-200"
        >
          {confirmLabel}
        </button>
      </div>
    </DialogFrame>
  );
}
