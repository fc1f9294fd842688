/**
 * How much of a description a catalogue card shows before Learn More: about two lines on a phone.
 * Eight full descriptions made a catalogue page five phone screens tall (issue 26); the whole text opens
 * with the card's details.
 */
export const TEASER_LENGTH = 90;

/** The description cut at the last word that fits TEASER_LENGTH, with an ellipsis when cut. */
export function descriptionTeaser(description: string): string {
  const text = description.trim();
  if (text.length <= TEASER_LENGTH) return text;
  const cut = text.slice(0, TEASER_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : TEASER_LENGTH).replace(/[\s,;:–—-]+$/u, '')}…`;
}
