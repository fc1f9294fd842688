/** Tool spec §5: the exact alerts of both dream pages, the journal and the Oracle. */
export const NO_DREAM_ALERT = 'Please select your zodiac sign and describe your dream.';
export const NO_SIGN_WISDOM_ALERT =
  'Please select your zodiac sign first to receive personalized dream wisdom.';
