/** Spec §9: a drawn card shows the first 100 characters of its angel's message, the catalogue 80. */
export const DRAWN_CARD_EXCERPT = 100;
export const CATALOGUE_EXCERPT = 80;

/** The first `length` characters, with an ellipsis when the text ran longer. */
export const excerpt = (text: string, length: number): string =>
  text.length <= length ? text : `${text.slice(0, length).trimEnd()}…`;
