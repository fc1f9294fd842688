import { signs, type SignId } from '../../content/signs';
import type { Pattern } from './pattern';
import { PATTERNS } from './patterns';

/** Spec §4: a pattern is recommended for a sign named in its zodiacSigns or sharing its element. */
export const isRecommendedFor = (pattern: Pattern, sign: SignId): boolean =>
  pattern.zodiacSigns.includes(sign) || pattern.element === signs[sign].element;

/** The "Recommended for {sign}" list, in the page's pattern order. */
export const recommendedPatterns = (sign: SignId): Pattern[] =>
  PATTERNS.filter((pattern) => isRecommendedFor(pattern, sign));
