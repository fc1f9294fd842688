/**
 * Longest chat message kept; a few sentences from the astrologer fit many times over. Apart from
 * the message schema, so the chat page can cut a reply to it without loading zod.
 */
export const SAVED_CHAT_MESSAGE_MAX_LENGTH = 8_000;
