import type { z } from '../../contract/zod-mini';
import type { chatRequestSchema } from './chat-request';
import { composeChatReply } from './chat-reply';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof chatRequestSchema>) => string = composeChatReply;
