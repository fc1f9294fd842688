import { useCallback, useEffect, useRef, useState } from 'react';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import type { PersonaId } from '@core/content/personas';
import { crisisReply } from '@core/features/chat/crisis/crisis-reply';
import { detectCrisis } from '@core/features/chat/crisis/crisis-detection';
import type { ChatMessage } from '@core/profile/chat-message';
import { MAX_CHAT_MESSAGE_LENGTH } from '@core/profile/chat-message-length';
import type { IsoDate } from '@core/time/calendar-date';
import { getProfile, updateProfile } from '@/lib/profile/profile-store';
import type { ReadingResult } from '@/lib/reading/reading-client';
import type * as ChatReplyModule from './chat-reply';
import type { GetChatBirth } from './use-chat-birth';

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
 * page can return it to the input, and the wait is shown. The sending code (`chat-reply.ts`)
 * loads with the first message; the crisis check stays here, so a message about a crisis is
 * answered with help even if that code cannot be fetched.
 */
export function useChat(options: {
  messages: readonly ChatMessage[];
  personaId: PersonaId;
  date: IsoDate;
  getBirth: GetChatBirth;
}): ChatState {
  const { messages, personaId, date, getBirth } = options;
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
      const question = message(trimmed, true);
      // A first visit loads the profile's rules at this first change; what follows builds on
      // the history holding the question, so it waits for this save.
      const asked = updateProfile({
        chatHistory: [...earlier, question],
        totalReadings: profile.totalReadings + 1,
      });
      setRetryAfterSeconds(null);
      setStreamingText('');
      setPending(true);
      const abort = new AbortController();
      controller.current = abort;

      let result: ReadingResult;
      let sender: typeof ChatReplyModule | null = null;
      try {
        const [loaded, birth] = await Promise.all([import('./chat-reply'), getBirth()]);
        sender = loaded;
        result = await loaded.replyToChat({
          profile,
          earlier,
          personaId,
          message: trimmed,
          date,
          birth,
          signal: abort.signal,
          onText: setStreamingText,
        });
      } catch (error) {
        if (abort.signal.aborted) return 'ignored';
        const crisis = detectCrisis(trimmed);
        const waitSeconds = sender?.retryAfterOf(error) ?? null;
        if (crisis) {
          // A crisis message is answered here and now, whatever the limit or the failure.
          result = { text: crisisReply(crisis), source: 'offline', interrupted: false };
        } else if (waitSeconds !== null) {
          await asked;
          void updateProfile({
            chatHistory: getProfile().chatHistory.filter((item) => item.id !== question.id),
          });
          setRetryAfterSeconds(waitSeconds);
          finish();
          return 'rate-limited';
        } else {
          console.error('Chat reply failed:', error);
          result = { text: FALLBACK_TEXTS.chat, source: 'fallback', interrupted: false };
        }
      }
      await asked;
      void updateProfile({ chatHistory: [...getProfile().chatHistory, message(result.text, false)] });
      if (result.source !== 'fallback') sender?.notifyReplied();
      finish();
      return 'sent';

      function finish() {
        busy.current = false;
        setPending(false);
        setStreamingText('');
      }
    },
    [personaId, date, getBirth],
  );

  const clear = useCallback(() => {
    if (busy.current) return;
    setRetryAfterSeconds(null);
    void updateProfile({ chatHistory: [] });
  }, []);

  return { messages, pending, streamingText, retryAfterSeconds, send, clear };
}
