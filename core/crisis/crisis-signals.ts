/**
 * The kinds of crisis the chat answers with help instead of a reading. The wordings that signal
 * each live in the language packs (languages/), read by assess-crisis.ts; tables, not a model,
 * so the same rules run on the server before any provider call and in the browser's offline
 * path, and a person in danger gets help even with no network to the server.
 */
export const CRISIS_KINDS = ['suicide', 'self-harm', 'abuse', 'medical'] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];
