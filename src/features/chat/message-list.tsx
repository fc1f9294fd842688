import { Fragment, useEffect, useRef } from 'react';
import type { Persona } from '@core/content/personas';
import { GuideBubble, TypingBubble, VisitorBubble } from './message-bubble';
import type { ShownMessage } from './use-chat';

interface MessageListProps {
  persona: Persona;
  /** No guide picked yet (the prerendered page): no greeting, the box keeps its size. */
  concealed?: boolean;
  messages: readonly ShownMessage[];
  pending: boolean;
  streamingText: string;
  /** Shown in the conversation after a 429: when to try again. */
  retryAfterSeconds: number | null;
}

/**
 * The conversation as a log (new lines announced politely): the guide's greeting, the messages
 * (after a reply that is not saved, a note saying so), then the typing bubble or the reply
 * streaming in, and any note about waiting.
 */
export function MessageList({
  persona,
  concealed = false,
  messages,
  pending,
  streamingText,
  retryAfterSeconds,
}: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, pending, streamingText, retryAfterSeconds]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-label={concealed ? 'Conversation' : `Conversation with ${persona.name}`}
      className="glass-card max-h-[60vh] min-h-[14rem] overflow-y-auto p-3 sm:p-4"
    >
      <ul className="space-y-3">
        {concealed ? null : (
          <GuideBubble persona={persona} text={persona.greeting} copyable={false} plainText />
        )}
        {messages.map((message) =>
          message.isUser ? (
            <VisitorBubble key={message.id} text={message.text} />
          ) : (
            <Fragment key={message.id}>
              <GuideBubble persona={persona} text={message.text} />
              {message.unsaved ? (
                <li className="text-center text-xs text-violet-200">
                  Not saved: this message and this reply are not kept on this device.
                </li>
              ) : null}
            </Fragment>
          ),
        )}
        {pending && streamingText === '' ? <TypingBubble persona={persona} /> : null}
        {pending && streamingText !== '' ? (
          <GuideBubble persona={persona} text={streamingText} streaming />
        ) : null}
        {retryAfterSeconds !== null ? (
          <li className="rounded-xl border border-gold-300/40 bg-gold-300/10 px-4 py-3 text-sm text-gold-100">
            The stars need a short breather: many messages arrived in a short time. Please try again in{' '}
            {retryAfterSeconds} {retryAfterSeconds === 1 ? 'second' : 'seconds'}; your message is still in the
            box below.
          </li>
        ) : null}
      </ul>
      <div ref={end} />
    </div>
  );
}
