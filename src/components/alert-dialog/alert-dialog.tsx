import { DialogFrame } from './dialog-frame';

interface AlertDialogProps {
  message: string;
  onClose(): void;
}

/**
 * A modal alert: the message and one OK button that takes focus; Escape dismisses it and Tab
 * stays on the button (see DialogFrame).
 */
export function AlertDialog({ message, onClose }: AlertDialogProps) {
  return (
    <DialogFrame title="One moment" message={message} onEscape={onClose}>
      <button
        type="button"
        onClick={onClose}
        className="mt-5 min-h-11 rounded-full bg-gold-300 px-8 font-semibold text-night-950 hover:bg-gold-200"
      >
        OK
      </button>
    </DialogFrame>
  );
}
