/**
 * Longest visitor texts a birth moment carries; prompts quote them to the same bounds. Plain
 * numbers in their own module, so a form can bound its inputs without loading the schemas.
 */
export const PERSON_NAME_MAX_LENGTH = 80;
export const PLACE_NAME_MAX_LENGTH = 160;
export const OFFSET_LABEL_MAX_LENGTH = 40;
