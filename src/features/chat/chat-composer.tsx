import { type KeyboardEvent, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { CHAT_REQUEST_MESSAGE_MAX_LENGTH } from '@core/features/chat/chat-limits';

/** The box grows with its text up to this height, then scrolls. */
/** The box grows with its text up to this height (`max-h-40`, 10rem), then scrolls. */
const MAX_HEIGHT_PX = 160;

interface ChatComposerProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  disabled: boolean;
  personaName: string;
  /** The message box, for a page that moves focus to it. */
  boxRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * Spec §2/§4: a textarea that starts at one row and grows to a maximum height, and a send
 * button. Enter sends, Shift+Enter starts a new line; both are disabled while a reply is pending.
 */
export function ChatComposer({ value, onChange, onSend, disabled, personaName, boxRef }: ChatComposerProps) {
  const inputId = useId();
  const ownBox = useRef<HTMLTextAreaElement>(null);
  const box = boxRef ?? ownBox;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
    element.style.overflowY = element.scrollHeight > MAX_HEIGHT_PX ? 'auto' : 'hidden';
    // The placeholder counts too: a longer guide's name can wrap it onto a second line.
  }, [box, value, personaName]);

  // A disabled box loses focus; give it back once the reply is written, for keyboard users.
  const wasDisabled = useRef(disabled);
  useEffect(() => {
    if (wasDisabled.current && !disabled) box.current?.focus();
    wasDisabled.current = disabled;
  }, [box, disabled]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME still composing a word uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      className="glass-card flex items-end gap-2 p-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Message {personaName}
      </label>
      <textarea
        id={inputId}
        ref={box}
        rows={1}
        value={value}
        maxLength={CHAT_REQUEST_MESSAGE_MAX_LENGTH}
        disabled={disabled}
        placeholder={`Ask ${personaName} about your stars…`}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-40 min-h-[2.75rem] flex-1 resize-none rounded-xl border border-white/15 bg-violet-950/70 px-3 py-2.5 text-violet-50 placeholder:text-violet-300/70 disabled:opacity-60"
      />
      <span id={`${inputId}-hint`} className="sr-only">
        Enter sends, Shift and Enter starts a new line.
      </span>
      <button
        type="submit"
        disabled={disabled || value.trim() === ''}
        className="h-11 shrink-0 rounded-xl bg-gradient-to-r from-violet-500 to-fuchsia-500 px-4 font-semibold text-white shadow disabled:opacity-50"
      >
        Send
      </button>
    </form>
  );
}
