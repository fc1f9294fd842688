import { GENERIC_CALENDAR_LINE } from '@core/features/cosmic-calendar/calendar-reading';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';

/**
 * The last-resort texts of spec §8: the canned texts, plus the Cosmic Calendar's generic line
 * for when even its per-category template cannot be written.
 */
export const FINAL_FALLBACK_TEXTS = { ...FALLBACK_TEXTS, calendar: GENERIC_CALENDAR_LINE } as const;
export type FinalFallbackId = keyof typeof FINAL_FALLBACK_TEXTS;
