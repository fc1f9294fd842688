const MAX_SLUG_LENGTH = 60;

/**
 * The picture's file name, from the reading's title: `cosmic-guide-daily-reading-for-leo.png`.
 * Letters lose their accents and anything else becomes a hyphen, so the name is safe on every
 * file system and in every share sheet.
 */
export function shareFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/gu, '');
  return `cosmic-guide-${slug === '' ? 'reading' : slug}.png`;
}
