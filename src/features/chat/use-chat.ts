import { useCallback, useEffect, useRef, useState } from 'react';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import type { BirthMoment } from '@core/contract/birth-moment';
import type { PersonaId } from '@core/content/personas';
import { crisisReply } from '@core/features/chat/crisis/crisis-reply';
import { detectCrisis } from '@core/features/chat/crisis/crisis-detection';
import { type ChatMessage, MAX_CHAT_MESSAGE_LENGTH } from '@core/profile/chat-message';
import type { IsoDate } from '@core/time/calendar-date';
import { getProfile, updateProfile } from '@/lib/profile/profile-store';
import { composeLocally } from '@/lib/reading/compose-locally';
import { ReadingRateLimitedError, type ReadingResult, streamReading } from '@/lib/reading/reading-client';
import { notifyReadingComplete } from '@/lib/sound/use-sound';
import { toChatRequest } from './to-chat-request';

export type SendOutcome = 'sent' | 'ignored' | 'rate-limited';

export interface ChatState {
  /** The saved conversation, oldest first. */
  messages: readonly ChatMessage[];
  /** True from sending until the reply has been written. */
  pending: boolean;
  /** The reply as it streams in; empty while the typing bubble shows. */
  streamingText: string;
  /** Set after a 429: how long the visitor should wait. */
  retryAfterSeconds: number | null;
  send(text: string): Promise<SendOutcome>;
  clear(): void;
}

let lastId = 0;
const newId = (prefix: string) => {
  lastId += 1;
  return `${prefix}-${Date.now().toString(36)}-${lastId}`;
};

const message = (text: string, isUser: boolean): ChatMessage => ({
  id: newId(isUser ? 'user' : 'guide'),
  text: text.slice(0, MAX_CHAT_MESSAGE_LENGTH),
  isUser,
  timestamp: new Date().toISOString(),
});

/**
 * One conversation with the guides, kept in the profile (spec §3 chatHistory) so a reload keeps
 * it. Spec §4: sending appends the message, shows the typing bubble, counts one more reading,
 * then replaces the bubble with the reply, streamed. Nothing is sent while a reply is pending
 * or when the text is blank (§5). The server unreachable: the offline composer answers in the
 * browser, crisis check included. Refused for a while (429): the message is taken back so the
 * page can return it to the input, and the wait is shown.
 */
export function useChat(options: {
  messages: readonly ChatMessage[];
  personaId: PersonaId;
  date: IsoDate;
  birth?: BirthMoment;
}): ChatState {
  const { messages, personaId, date, birth } = options;
  const [pending, setPending] = useState(false);
  const [streamingText, setStreamingText] = useState('');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const trimmed = text.trim();
      if (trimmed === '' || busy.current) return 'ignored';
      busy.current = true;
      const profile = getProfile();
      const earlier = profile.chatHistory;
      const request = toChatRequest({ profile, personaId, message: trimmed, earlier, date, birth });
      const question = message(trimmed, true);
      updateProfile({ chatHistory: [...earlier, question], totalReadings: profile.totalReadings + 1 });
      setRetryAfterSeconds(null);
      setStreamingText('');
      setPending(true);
      const abort = new AbortController();
      controller.current = abort;

      let result: ReadingResult;
      try {
        result = await streamReading(request, { signal: abort.signal, onText: setStreamingText }).catch(
          async (error: unknown) => {
            if (abort.signal.aborted) throw error;
            if (error instanceof ReadingRateLimitedError) throw error;
            console.error('Chat service unavailable, answering offline:', error);
            return composeLocally(request);
          },
        );
      } catch (error) {
        if (abort.signal.aborted) return 'ignored';
        const crisis = detectCrisis(trimmed);
        if (error instanceof ReadingRateLimitedError && crisis) {
          // A crisis message is answered here and now, whatever the limit says.
          result = { text: crisisReply(crisis), source: 'offline', interrupted: false };
        } else if (error instanceof ReadingRateLimitedError) {
          updateProfile({ chatHistory: getProfile().chatHistory.filter((item) => item.id !== question.id) });
          setRetryAfterSeconds(error.retryAfterSeconds);
          finish();
          return 'rate-limited';
        } else {
          console.error('Chat reply failed:', error);
          result = { text: FALLBACK_TEXTS.chat, source: 'fallback', interrupted: false };
        }
      }
      updateProfile({ chatHistory: [...getProfile().chatHistory, message(result.text, false)] });
      if (result.source !== 'fallback') notifyReadingComplete('ai');
      finish();
      return 'sent';

      function finish() {
        busy.current = false;
        setPending(false);
        setStreamingText('');
      }
    },
    [personaId, date, birth],
  );

  const clear = useCallback(() => {
    if (busy.current) return;
    setRetryAfterSeconds(null);
    updateProfile({ chatHistory: [] });
  }, []);

  return { messages, pending, streamingText, retryAfterSeconds, send, clear };
}
