import { Suspense, lazy } from 'react';
import type { Persona } from '@core/content/personas';
import { CopyButton } from '@/components/reading-panel/copy-button';

// Replies are model output: rendered by the shared markdown renderer (raw HTML shown as text),
// loaded with the first reply; if its chunk cannot arrive, the text is shown as it is.
const ReadingMarkdown = lazy(() =>
  import('@/components/reading-panel/reading-markdown').catch(() => ({
    default: ({ text }: { text: string }) => <p className="whitespace-pre-wrap">{text}</p>,
  })),
);

const BUBBLE = 'max-w-[85%] rounded-2xl px-4 py-3 text-[0.95rem] leading-relaxed shadow';

export function VisitorBubble({ text }: { text: string }) {
  return (
    <li className="flex justify-end">
      <div className={`${BUBBLE} rounded-br-sm bg-violet-600/80 text-white`}>
        <span className="sr-only">You: </span>
        <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{text}</p>
      </div>
    </li>
  );
}

interface GuideBubbleProps {
  persona: Persona;
  text: string;
  streaming?: boolean;
  /** The opening greeting is not a reply: nothing to copy. */
  copyable?: boolean;
  /**
   * Our own words (the persona's greeting), shown as they are: the markdown renderer is for
   * model output, and loading it for the greeting put react-markdown on every first visit.
   */
  plainText?: boolean;
}

export function GuideBubble({
  persona,
  text,
  streaming = false,
  copyable = true,
  plainText = false,
}: GuideBubbleProps) {
  return (
    <li className="flex items-end gap-2">
      <span
        aria-hidden="true"
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-base ${persona.accent}`}
      >
        {persona.avatar}
      </span>
      <div className={`${BUBBLE} chat-reply rounded-bl-sm border border-white/10 bg-white/10 text-violet-50`}>
        <span className="sr-only">{persona.name}: </span>
        <div className="reading-markdown">
          {plainText ? (
            <p className="whitespace-pre-wrap">{text}</p>
          ) : (
            <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
              <ReadingMarkdown text={text} />
            </Suspense>
          )}
          {streaming ? <span aria-hidden="true" className="streaming-caret" /> : null}
        </div>
        {copyable && !streaming ? (
          <div className="mt-2 flex justify-end">
            <CopyButton
              title={`${persona.name}, ${persona.title}`}
              text={text}
              disabled={text.trim() === ''}
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** Spec §4: the bubble shown while the guide writes, until the first words arrive. */
export function TypingBubble({ persona }: { persona: Persona }) {
  return (
    <li className="flex items-end gap-2">
      <span
        aria-hidden="true"
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-base ${persona.accent}`}
      >
        {persona.avatar}
      </span>
      <div
        className={`${BUBBLE} rounded-bl-sm border border-white/10 bg-white/10 text-violet-100`}
        data-testid="typing-bubble"
      >
        <span className="sr-only">{persona.name} is typing…</span>
        <span aria-hidden="true" className="typing-dots">
          <span />
          <span />
          <span />
        </span>
      </div>
    </li>
  );
}
