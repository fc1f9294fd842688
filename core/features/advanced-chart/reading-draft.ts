/**
 * A reading before it becomes markdown: an opening, a few headed sections in order of
 * strength, and an affirmation. Each chart type's writer fills one from the chart's data.
 */
export interface ReadingSection {
  /** Three words at most: a heading names the theme, the sentences carry the reading. */
  title: string;
  sentences: string[];
}

export interface ReadingDraft {
  opening: string[];
  sections: ReadingSection[];
  affirmation: string;
}

/** Who the reading is for, as the writers address them. */
export interface ReadingNames {
  first: string;
  /** The partner's name in relationship charts. */
  second: string;
}

/** A section only when it has something to say. */
export const section = (title: string, sentences: readonly (string | undefined)[]): ReadingSection[] => {
  const said = sentences.filter((text): text is string => Boolean(text));
  return said.length > 0 ? [{ title, sentences: said }] : [];
};
