import { CHAT_INTENT_CASES } from './chat-intent-cases';
import { classifyChatIntent } from './classify-chat-intent';

export interface ChatIntentAccuracy {
  correct: number;
  total: number;
  misses: { message: string; expected: string; got: string }[];
}

/** How many of the test messages the offline classifier reads as intended (the quality bar is 95 %). */
export function chatIntentAccuracy(): ChatIntentAccuracy {
  const misses: ChatIntentAccuracy['misses'] = [];
  for (const { message, intent, history } of CHAT_INTENT_CASES) {
    const got = classifyChatIntent(message, history);
    if (got !== intent) misses.push({ message, expected: intent, got });
  }
  return { correct: CHAT_INTENT_CASES.length - misses.length, total: CHAT_INTENT_CASES.length, misses };
}
