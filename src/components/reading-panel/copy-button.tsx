import { useEffect, useRef, useState } from 'react';
import { ACTION_BUTTON_CLASS, ACTION_LABEL_CLASS } from './action-button-style';
import { writeToClipboard } from './write-to-clipboard';

/** Spec §9: the copy button shows its copied state for 2 seconds. */
export const COPIED_STATE_MS = 2000;

interface CopyButtonProps {
  title: string;
  /** The reading's markdown; the clipboard gets it rendered, never the raw syntax. */
  text: string;
  disabled: boolean;
}

export function CopyButton({ title, text, disabled }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const content = import('./reading-clipboard').then(({ readingForClipboard }) =>
      readingForClipboard(title, text),
    );
    try {
      await writeToClipboard(content);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_STATE_MS);
    } catch (error) {
      // Spec §8: a failed copy is logged only.
      console.error('Copy to clipboard failed:', error);
    }
  };

  return (
    <>
      <button type="button" onClick={copy} disabled={disabled} className={ACTION_BUTTON_CLASS}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {copied ? (
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          ) : (
            <>
              <rect x="8" y="8" width="12" height="12" rx="2" />
              <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
            </>
          )}
        </svg>
        {copied ? (
          <span className={ACTION_LABEL_CLASS}>Copied</span>
        ) : (
          <>
            <span className={ACTION_LABEL_CLASS}>Copy</span>
            <span className="sr-only"> reading</span>
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'The reading is on your clipboard' : ''}
      </span>
    </>
  );
}
