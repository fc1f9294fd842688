import { SIGN_IDS, signs } from '@core/content/signs';

// Text presentation: without the selector some phones draw the glyphs as coloured emoji tiles.
const TEXT_PRESENTATION = '\uFE0E';
const MAX_GLYPHS = 2;

/**
 * The glyphs of the signs a card names in its title or subtitle ("Daily reading for Leo",
 * "Gemini & Sagittarius"), in the order they are named, at most a pair. The card takes no sign
 * of its own, so its words are what say which sign it is about.
 */
export function signGlyphsIn(...texts: readonly (string | undefined)[]): string[] {
  const words = texts.filter((text): text is string => text !== undefined).join(' · ');
  return SIGN_IDS.map((id) => ({ id, at: words.search(new RegExp(`\\b${signs[id].name}\\b`, 'u')) }))
    .filter(({ at }) => at >= 0)
    .sort((first, second) => first.at - second.at)
    .slice(0, MAX_GLYPHS)
    .map(({ id }) => signs[id].symbol + TEXT_PRESENTATION);
}
