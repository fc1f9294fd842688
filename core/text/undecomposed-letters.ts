/**
 * Letters that Unicode does not decompose into a base letter plus a mark, so stripping marks
 * alone would leave them unmatched by what people type on an English keyboard. Shared by the
 * place search's keys and the crisis layer's normalised text.
 */
export const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  þ: 'th',
  ŧ: 't',
};
