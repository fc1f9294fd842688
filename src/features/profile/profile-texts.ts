/** Tool spec §5: the reset question, word for word. */
export const RESET_CONFIRMATION =
  'Reset your cosmic profile? This will: clear all personal information, remove zodiac selections, reset spiritual preferences, clear reading history. This action cannot be undone. Continue?';

export const IMPORT_CONFIRMATION =
  'Replace your cosmic profile with the one in this file? Your name, birth details, focus, goals, consultations and chat on this device will all be replaced. Continue?';

/** Save could not load what checks a profile (a first change made offline before it was cached). */
export const NOT_SAVED =
  'Your profile could not be saved just now. Your changes are still in the form: check your connection and press Save again.';

/** Export could not load what writes a profile file. */
export const NOT_EXPORTED =
  'Your profile could not be downloaded just now. Check your connection and press Export Profile again.';
