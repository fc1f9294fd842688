import { type SignId, signs } from '../../content/signs';
import type { Angel } from './angel';
import { angelList } from './angels';

/** The page shows at most this many angels under 'Angels Aligned with {sign}' (spec §2, §9). */
export const MAX_ALIGNED_ANGELS = 6;

/**
 * Spec §9: an angel matches a sign if the sign is in its list, or it lists every sign (the
 * guardian), or its element is the sign's element. Spirit belongs to no sign, so a spirit angel
 * matches only through its list. The catalogue highlights the same matches.
 */
export function isAlignedWith(angel: Angel, sign: SignId): boolean {
  if (angel.zodiacSigns === 'all') return true;
  return angel.zodiacSigns.includes(sign) || angel.element === signs[sign].element;
}

/**
 * The angels aligned with a sign: the matches in catalogue order, the first six of them. The
 * spec names no other order; the deck is written so that no sign has more than six matches,
 * which keeps the guardian (last in the catalogue) in every sign's list.
 */
export function angelsAlignedWith(sign: SignId, catalogue: readonly Angel[] = angelList): Angel[] {
  return catalogue.filter((angel) => isAlignedWith(angel, sign)).slice(0, MAX_ALIGNED_ANGELS);
}
