import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import type { PersonaId } from '@core/content/personas';
import type { ChatMessage } from '@core/profile/chat-message';
import { SAVED_CHAT_MESSAGE_MAX_LENGTH } from '@core/profile/chat-message-length';
import type { IsoDate } from '@core/time/calendar-date';
import { getProfile, loadProfileRules, updateProfile } from '@/lib/profile/profile-store';
import type { ReadingResult } from '@/lib/reading/reading-client';
import type * as ChatReplyModule from './chat-reply';
import { localCrisisHelp } from './local-crisis-help';
import type { GetChatBirth } from './use-chat-birth';

export type SendOutcome = 'sent' | 'ignored' | 'rate-limited';

/** A line of the conversation on screen. */
export interface ShownMessage extends ChatMessage {
  /** Shown for this visit only and never saved: a message that signals a crisis, and its help. */
  unsaved?: true;
}

export interface ChatState {
  /**
   * The conversation on screen, oldest first: the saved messages, this visit's unsaved ones in
   * their places, and the question waiting for its reply.
   */
  messages: readonly ShownMessage[];
  /** True from sending until the reply has been written. */
  pending: boolean;
  /** The reply as it streams in; empty while the typing bubble shows. */
  streamingText: string;
  /** Set after a 429: how long the visitor should wait. */
  retryAfterSeconds: number | null;
  send(text: string): Promise<SendOutcome>;
  /** Deletes the saved conversation from this device and clears the screen. */
  forget(): void;
}

let lastId = 0;
const newId = (prefix: string) => {
  lastId += 1;
  return `${prefix}-${Date.now().toString(36)}-${lastId}`;
};

const message = (text: string, isUser: boolean): ChatMessage => ({
  id: newId(isUser ? 'user' : 'guide'),
  text: text.slice(0, SAVED_CHAT_MESSAGE_MAX_LENGTH),
  isUser,
  timestamp: new Date().toISOString(),
});

const unsaved = (line: ChatMessage): ShownMessage => ({ ...line, unsaved: true });

const timeOf = (line: ChatMessage) => Date.parse(line.timestamp);

/** The saved lines and this visit's unsaved ones, each list already in order, merged by time. */
function inOrder(saved: readonly ChatMessage[], visitOnly: readonly ShownMessage[]): ShownMessage[] {
  if (visitOnly.length === 0) return [...saved];
  const merged: ShownMessage[] = [];
  let next = 0;
  for (const line of saved) {
    while (next < visitOnly.length && timeOf(visitOnly[next] as ShownMessage) < timeOf(line)) {
      merged.push(visitOnly[next] as ShownMessage);
      next += 1;
    }
    merged.push(line);
  }
  return [...merged, ...visitOnly.slice(next)];
}

/**
 * Adds a question and its reply to the saved conversation, with the guide who answered, and
 * counts one more reading. Called
 * once the profile's rules are here, so it builds on the stored history and applies at once.
 * Resolves false when it could not be saved.
 */
function saveExchange(question: ChatMessage, answer: ChatMessage, personaId: PersonaId): Promise<boolean> {
  const profile = getProfile();
  return updateProfile({
    chatHistory: [...profile.chatHistory, question, answer],
    totalReadings: profile.totalReadings + 1,
    // The guide who answered stays with the conversation, so a reload goes on with them.
    favoriteAstrologer: personaId,
  });
}

/**
 * One conversation with the guides, kept in the profile on this device (spec §3 chatHistory, at
 * most its last CHAT_HISTORY_LIMIT messages) so a reload keeps it and replies can follow it.
 * Spec §4: sending shows the message and the typing bubble, then the reply, streamed. Nothing is
 * sent while a reply is pending or when the text is blank (§5).
 *
 * A question is saved together with its reply, once the reply is known to be an ordinary one: a
 * message that signals a crisis leaves no trace on the device. The browser's own check runs
 * first, before anything is saved or sent, and answers with help at once (offline too); the
 * server screens again, and a reply it marks `crisis` is shown but not saved either. Both stay on
 * screen for this visit only. The server unreachable: the offline composer answers in the
 * browser. Refused for a while (429): nothing is saved, the page returns the message to the
 * input and shows the wait. The sending code (`chat-reply.ts`) loads with the first message.
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
  /** This visit's lines that are never saved. */
  const [visitOnly, setVisitOnly] = useState<readonly ShownMessage[]>([]);
  /** The question on screen while its reply is on the way; saved only with the reply. */
  const [asking, setAsking] = useState<ChatMessage | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (text: string): Promise<SendOutcome> => {
      const trimmed = text.trim();
      if (trimmed === '' || busy.current) return 'ignored';
      const question = message(trimmed, true);
      setRetryAfterSeconds(null);

      // Help first: shown at once, offline or not, and nothing of it is saved or sent.
      const help = localCrisisHelp(trimmed);
      if (help !== null) {
        setVisitOnly((shown) => [...shown, unsaved(question), unsaved(message(help, false))]);
        return 'sent';
      }

      busy.current = true;
      // A first visit loads the profile's rules at its first change: fetched beside the reply.
      void loadProfileRules().catch(() => undefined);
      const profile = getProfile();
      setAsking(question);
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
          earlier: profile.chatHistory,
          personaId,
          message: trimmed,
          date,
          birth,
          signal: abort.signal,
          onText: setStreamingText,
        });
      } catch (error) {
        if (abort.signal.aborted) return 'ignored';
        const waitSeconds = sender?.retryAfterOf(error) ?? null;
        if (waitSeconds !== null) {
          setRetryAfterSeconds(waitSeconds);
          finish();
          return 'rate-limited';
        }
        console.error('Chat reply failed:', error);
        result = { text: FALLBACK_TEXTS.chat, source: 'fallback', interrupted: false };
      }

      const answer = message(result.text, false);
      if (result.crisis) {
        // The server's screening found what the browser's check did not: shown, never saved.
        setVisitOnly((shown) => [...shown, unsaved(question), unsaved(answer)]);
        finish();
        return 'sent';
      }
      // A first visit's rules may still be on their way (fetched since sending): wait for them,
      // so the pair is saved in the same moment the streamed reply and the question leave.
      await loadProfileRules().catch(() => undefined);
      const saved = saveExchange(question, answer, personaId);
      finish();
      if (await saved) {
        if (result.source !== 'fallback') sender?.notifyReplied();
      } else {
        // The rules could not be loaded (offline before they were cached): shown for this visit.
        setVisitOnly((shown) => [...shown, unsaved(question), unsaved(answer)]);
      }
      return 'sent';

      function finish() {
        busy.current = false;
        setAsking(null);
        setPending(false);
        setStreamingText('');
      }
    },
    [personaId, date, getBirth],
  );

  const forget = useCallback(() => {
    if (busy.current) return;
    setRetryAfterSeconds(null);
    setVisitOnly([]);
    // Nothing saved, nothing to write: forgetting must not create a stored profile.
    if (getProfile().chatHistory.length > 0) void updateProfile({ chatHistory: [] });
  }, []);

  const shown = useMemo(() => {
    const conversation = inOrder(messages, visitOnly);
    // Once saved, the question is in `messages`: never shown twice in the moment between.
    return asking && !messages.some((line) => line.id === asking.id)
      ? [...conversation, asking]
      : conversation;
  }, [messages, visitOnly, asking]);

  return { messages: shown, pending, streamingText, retryAfterSeconds, send, forget };
}
