import type { BirthMoment } from '@core/contract/birth-moment';
import type { PersonaId } from '@core/content/personas';
import type { Profile } from '@core/profile/profile';
import type { ChatMessage } from '@core/profile/chat-message';
import type { IsoDate } from '@core/time/calendar-date';
import { composeLocally } from '@/lib/reading/compose-locally';
import { ReadingRateLimitedError, type ReadingResult, streamReading } from '@/lib/reading/reading-client';
import { notifyReadingComplete } from '@/lib/sound/use-sound';
import { toChatRequest } from './to-chat-request';

/**
 * The part of sending that talks to the server, loaded with the first message rather than the
 * page: the request builder, the reading client, the offline composer and the sound.
 */
export interface ChatReplyInput {
  /** The profile as it was before this message was added. */
  profile: Profile;
  earlier: readonly ChatMessage[];
  personaId: PersonaId;
  message: string;
  date: IsoDate;
  birth: BirthMoment | undefined;
  signal: AbortSignal;
  onText(text: string): void;
}

/** The reply streamed from the server or, when it cannot be reached, written here. Rethrows a 429. */
export function replyToChat(input: ChatReplyInput): Promise<ReadingResult> {
  const { profile, earlier, personaId, message, date, birth, signal, onText } = input;
  const request = toChatRequest({ profile, personaId, message, earlier, date, birth });
  return streamReading(request, { signal, onText }).catch(async (error: unknown) => {
    if (signal.aborted) throw error;
    if (error instanceof ReadingRateLimitedError) throw error;
    console.error('Chat service unavailable, answering offline:', error);
    return composeLocally(request);
  });
}

/** Seconds to wait when the server refused for a while (429); null for any other failure. */
export const retryAfterOf = (error: unknown): number | null =>
  error instanceof ReadingRateLimitedError ? error.retryAfterSeconds : null;

export const notifyReplied = () => notifyReadingComplete('ai');
