import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

interface DialogFrameProps {
  title: string;
  message: string;
  /** Escape: the answer that changes nothing (OK, Cancel). */
  onEscape(): void;
  /** The dialog's buttons. The first takes focus when the dialog opens. */
  children: ReactNode;
}

/**
 * The frame the in-page alert and confirm share: a modal `alertdialog` over a dimmed page,
 * titled and described by its heading and message, rendered into <body> so no page's stacking
 * or `overflow` can clip it. The first button takes focus, Escape calls `onEscape`, and Tab and
 * Shift+Tab step through the buttons without ever leaving the dialog (a trap of a few lines
 * rather than a library).
 */
export function DialogFrame({ title, message, onEscape, children }: DialogFrameProps) {
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const buttons = () => [...(dialogRef.current?.querySelectorAll('button') ?? [])];
    buttons()[0]?.focus();
    // On the document, so Escape and Tab are caught wherever focus was when the dialog opened.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        const all = buttons();
        const current = all.findIndex((button) => button === document.activeElement);
        all[(current + 1) % all.length]?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="glass-card w-full max-w-sm px-6 py-5 text-center shadow-xl"
      >
        <h2 id={titleId} className="font-display text-lg font-semibold text-gold-200">
          {title}
        </h2>
        <p id={messageId} className="mt-2 text-violet-50">
          {message}
        </p>
        {children}
      </div>
    </div>,
    document.body,
  );
}
