import { GLOSSARY, type GlossaryEntry } from './glossary';

/**
 * Folded for matching: accents stripped (ayanāṃśa finds Ayanamsa), case and spacing ignored, and the
 * typographic apostrophe of the texts read as the one a keyboard types.
 */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const FOLDED = GLOSSARY.map((entry) => ({
  entry,
  term: fold(entry.term),
  definition: fold(entry.definition),
}));

/**
 * The glossary entries matching a search box: terms that start with the query first, then terms that
 * contain it, then entries whose definition mentions it, each group alphabetical. An empty query
 * lists the whole glossary, so clearing the box brings everything back.
 */
export const searchGlossary = (query: string): readonly GlossaryEntry[] => {
  const needle = fold(query);
  if (needle === '') return GLOSSARY;
  const startsTerm = FOLDED.filter(({ term }) => term.startsWith(needle));
  const inTerm = FOLDED.filter(({ term }) => !term.startsWith(needle) && term.includes(needle));
  const inDefinition = FOLDED.filter(
    ({ term, definition }) => !term.includes(needle) && definition.includes(needle),
  );
  return [...startsTerm, ...inTerm, ...inDefinition].map(({ entry }) => entry);
};
