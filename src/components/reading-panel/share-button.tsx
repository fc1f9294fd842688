import { useRef } from 'react';
import { ACTION_BUTTON_CLASS, ACTION_LABEL_CLASS } from './action-button-style';
import type { PreparedShare, ReadingToShare } from './reading-share';

interface ShareButtonProps {
  reading: ReadingToShare;
  disabled: boolean;
  /** Says how sharing went (a saved file, a failure); empty when there is nothing to say. */
  onStatus: (message: string) => void;
}

const FAILED = 'The picture could not be made or shared on this device. Copy the reading instead.';
const PRESS_AGAIN = 'The picture is ready: press Share again to send it.';

/** The share sheet refused because the tap's permission ran out while the picture was drawn. */
const isActivationLost = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

/**
 * Issue 28 §3: shares the reading as a picture drawn on this device, through the share sheet
 * where the browser can share files, else as a downloaded PNG. Closing the sheet says nothing;
 * any other failure is said through `onStatus` (the card's polite live region).
 */
export function ShareButton({ reading, disabled, onStatus: setStatus }: ShareButtonProps) {
  const busy = useRef(false);
  // A share sheet must open within a moment of the tap; a picture that took longer to draw is
  // kept, so the next press can open the sheet at once.
  const prepared = useRef<{ key: string; share: PreparedShare } | null>(null);

  const share = async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('');
    const key = JSON.stringify([reading.title, reading.subtitle, reading.text, location.href]);
    try {
      const [{ prepareReadingShare }, { shareOrDownload }] = await Promise.all([
        import('./reading-share'),
        import('../share-image/share-or-download'),
      ]);
      const ready =
        prepared.current?.key === key ? prepared.current.share : await prepareReadingShare(reading);
      prepared.current = { key, share: ready };
      const outcome = await shareOrDownload(ready.file, ready.words);
      if (outcome === 'downloaded') setStatus(`The picture was saved as ${ready.file.name}.`);
    } catch (error) {
      const lostActivation = isActivationLost(error) && prepared.current?.key === key;
      if (!lostActivation) console.error('Sharing the reading failed:', error);
      setStatus(lostActivation ? PRESS_AGAIN : FAILED);
    } finally {
      busy.current = false;
    }
  };

  return (
    <button type="button" onClick={share} disabled={disabled} className={ACTION_BUTTON_CLASS}>
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
        <path d="M12 15V4" />
        <path d="M8 8l4-4 4 4" />
        <path d="M6 11H5a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7a1 1 0 0 0-1-1h-1" />
      </svg>
      <span className={ACTION_LABEL_CLASS}>Share</span>
      <span className="sr-only"> reading as a picture</span>
    </button>
  );
}
