import { crisisHelpFor } from '@core/crisis/crisis-detection';

/**
 * The browser's own crisis check, run on every message before anything is saved or sent: the
 * help to show when the message signals a crisis (or a concern: the browser gets no second
 * look), in the message's language, else null. The same rules as the server's first layer, so
 * it answers offline too; the one place the chat page asks them.
 */
export function localCrisisHelp(message: string): string | null {
  return crisisHelpFor(message)?.reply ?? null;
}
