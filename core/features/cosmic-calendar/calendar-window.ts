/** The window the guide covers (spec §9: "its prompt covers the next 30 days"). */
export const CALENDAR_WINDOW_DAYS = 30;
