import { offlineComposers } from '@core/features/offline-composers';
import type { RequestFor } from '@core/features/reading-request';
import { crisisReply } from '@core/features/chat/crisis/crisis-reply';
import { detectCrisis } from '@core/features/chat/crisis/crisis-detection';
import type { ReadingRecipe } from '@server/generation/reading-recipe';
import { buildChatPrompt } from './chat-prompt';

/**
 * A conversation is personal, so never cached (the per-client limit applies). Spec §7: the
 * Responses API with the reasoning model; §8: the chat's own fallback text. A message that
 * signals a crisis is answered at once with help resources, before any provider call.
 */
export const chatRecipe = {
  route: { api: 'responses', model: 'reasoning', fallback: 'chat', cacheable: false },
  buildPrompt: buildChatPrompt,
  composeOffline: offlineComposers.chat,
  immediateReply: ({ message }) => {
    const crisis = detectCrisis(message);
    return crisis ? crisisReply(crisis) : undefined;
  },
  today: ({ date }) => date,
  label: ({ feature, personaId, history }) => `${feature} ${personaId} turn ${history.length + 1}`,
} as const satisfies ReadingRecipe<RequestFor<'chat'>>;
