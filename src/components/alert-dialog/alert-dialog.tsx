import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface AlertDialogProps {
  message: string;
  onClose(): void;
}

/**
 * A modal alert: the message, one OK button that takes focus, Escape to dismiss, and Tab kept
 * inside (there is only one control, so the trap is a single line rather than a library).
 * Rendered into <body> so no page's stacking or `overflow` can clip it.
 */
export function AlertDialog({ message, onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    okRef.current?.focus();
    // On the document, so Escape and Tab are caught wherever focus was when the dialog opened.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        okRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

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
          One moment
        </h2>
        <p id={messageId} className="mt-2 text-violet-50">
          {message}
        </p>
        <button
          ref={okRef}
          type="button"
          onClick={onClose}
          className="mt-5 min-h-11 rounded-full bg-gold-300 px-8 font-semibold text-night-950 hover:bg-gold-200"
        >
          OK
        </button>
      </div>
    </div>,
    document.body,
  );
}
