/**
 * Spec §5: "Specialised horoscope mode is triggered when the focus text contains any of" these
 * phrases. The specialised mode asks for a structured, practical reading instead of a general
 * horoscope; every career tile's focus carries one of them (the tile tests check it).
 */
export const SPECIALISED_FOCUS_PHRASES = [
  'create a personalized birth chart',
  'career',
  'financial',
  'wealth',
  'business',
  'investment',
  'life purpose',
  'talent',
  'obstacles',
] as const;

export const isSpecialisedFocus = (focus: string): boolean => {
  const lower = focus.toLowerCase();
  return SPECIALISED_FOCUS_PHRASES.some((phrase) => lower.includes(phrase));
};
