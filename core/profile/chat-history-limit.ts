/**
 * How many chat messages the profile keeps on the device (questions and replies each count one):
 * older ones are dropped at every save. Enough for a guide to follow the conversation (it reads
 * only the last few turns), small enough that a shared device holds little, and a stray paste
 * cannot fill the browser's storage. Apart from the schema, so the chat page can state it
 * without loading zod.
 */
export const CHAT_HISTORY_LIMIT = 100;
