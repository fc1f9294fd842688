import { z } from '../contract/zod-mini';

/** Longest chat message kept; a few sentences from the astrologer fit many times over. */
export const MAX_CHAT_MESSAGE_LENGTH = 8_000;

/** One line of the astrologer chat (spec §3, Chat message). */
export const chatMessageSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  text: z.string().check(z.maxLength(MAX_CHAT_MESSAGE_LENGTH)),
  isUser: z.boolean(),
  /** ISO timestamp of when the message was written. */
  timestamp: z.iso.datetime({ offset: true }),
  /** True only for the placeholder shown while a reply is being written. */
  isTyping: z.optional(z.boolean()),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
