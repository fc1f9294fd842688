import { z } from '../contract/zod-mini';
import { SAVED_CHAT_MESSAGE_MAX_LENGTH } from './chat-message-length';

export { SAVED_CHAT_MESSAGE_MAX_LENGTH };

/** One line of the astrologer chat (spec §3, Chat message). */
export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  text: z.string().check(z.maxLength(SAVED_CHAT_MESSAGE_MAX_LENGTH)),
  isUser: z.boolean(),
  /** ISO timestamp of when the message was written. */
  timestamp: z.iso.datetime({ offset: true }),
  /** True only for the placeholder shown while a reply is being written. */
  isTyping: z.optional(z.boolean()),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
