/** Tool spec §5: the reset question, word for word. */
export const RESET_CONFIRMATION =
  'Reset your cosmic profile? This will: clear all personal information, remove zodiac selections, reset spiritual preferences, clear reading history. This action cannot be undone. Continue?';

export const IMPORT_CONFIRMATION =
  'Replace your cosmic profile with the one in this file? Your name, birth details, focus, goals, consultations and chat on this device will all be replaced. Continue?';
