/**
 * The languages the crisis layer reads and answers in. A message in any other language is
 * still screened (by the provider's check when one is configured) and answered in English.
 */
export const CRISIS_LANGUAGES = ['en', 'es', 'fr', 'pt', 'de', 'it'] as const;
export type CrisisLanguage = (typeof CRISIS_LANGUAGES)[number];
