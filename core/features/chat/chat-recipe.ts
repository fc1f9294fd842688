import { composeOffline } from './offline-reading';
import type { RequestFor } from '@core/features/reading-request';
import { assessCrisis } from '@core/crisis/assess-crisis';
import { crisisReply } from '@core/crisis/crisis-reply';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { buildChatPrompt } from './chat-prompt';

/**
 * A conversation is personal, so never cached (the per-client limit applies). Spec §7: the
 * Responses API with the reasoning model; §8: the chat's own fallback text. Crisis care (ADR
 * 0018): a message the local layer is sure signals a crisis is answered at once with help lines
 * in its language; every other message is screened (`screenText`) before any reply is written.
 */
export const chatRecipe = {
  route: { api: 'responses', model: 'reasoning', fallback: 'chat', cacheable: false, maxOutputTokens: 300 },
  buildPrompt: buildChatPrompt,
  composeOffline,
  immediateReply: ({ message }) => {
    const local = assessCrisis(message);
    return local.level === 'crisis' && local.kind !== null
      ? crisisReply(local.kind, local.language)
      : undefined;
  },
  screenText: ({ message }) => message,
  today: ({ date }) => date,
  label: ({ feature, personaId, history }) => `${feature} ${personaId} turn ${history.length + 1}`,
} as const satisfies ReadingRecipe<RequestFor<'chat'>>;
