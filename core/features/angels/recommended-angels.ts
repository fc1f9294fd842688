import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import type { AngelId } from './angel';

/**
 * The angelic content service's sign-to-recommended-angels map (tool spec §3): three angels per
 * sign, looked up by sign name, and guardian, Michael, Gabriel for anyone else. The spec does not
 * show its entries; these are ours, each drawn from the angels aligned with the sign, with the
 * reason the service can give for the choice.
 */
export type RecommendedTrio = readonly [AngelId, AngelId, AngelId];

export interface Recommendation {
  angels: RecommendedTrio;
  reason: string;
}

export const DEFAULT_RECOMMENDED_ANGELS: RecommendedTrio = ['guardian', 'michael', 'gabriel'];

export const recommendedAngels = {
  aries: {
    angels: ['michael', 'metatron', 'jeremiel'],
    reason: 'A first-sign spark wants courage to lead, structure to finish, and hope when the start stalls.',
  },
  taurus: {
    angels: ['chamuel', 'haniel', 'sandalphon'],
    reason: 'Venus-ruled and earthy, Taurus thrives on love, grace and a grounded patience.',
  },
  gemini: {
    angels: ['gabriel', 'raphael', 'zadkiel'],
    reason: 'Quick minds need a messenger for their words, calm for their nerves and room to forgive.',
  },
  cancer: {
    angels: ['gabriel', 'haniel', 'raphael'],
    reason: 'A Moon-ruled heart is nourished by tender messages, lunar intuition and gentle care.',
  },
  leo: {
    angels: ['michael', 'jophiel', 'raziel'],
    reason: 'A generous heart shines brightest with courage, beauty and a sense of the mysteries.',
  },
  virgo: {
    angels: ['raphael', 'metatron', 'uriel'],
    reason: 'The helper of the zodiac is supported by renewal, sacred order and practical wisdom.',
  },
  libra: {
    angels: ['chamuel', 'jophiel', 'raguel'],
    reason: 'Libra seeks balance through loving bonds, an eye for beauty and fair dealing.',
  },
  scorpio: {
    angels: ['azrael', 'jeremiel', 'haniel'],
    reason: 'Deep waters call for comfort through endings, hope in renewal and trust in intuition.',
  },
  sagittarius: {
    angels: ['raguel', 'zadkiel', 'michael'],
    reason: 'The seeker travels well with a sense of justice, a merciful outlook and a brave companion.',
  },
  capricorn: {
    angels: ['uriel', 'azrael', 'michael'],
    reason: 'The climber leans on sound judgement, steadiness through loss and the courage to lead.',
  },
  aquarius: {
    angels: ['uriel', 'raziel', 'zadkiel'],
    reason: 'Visionary minds are served by bright ideas, hidden knowledge and compassion for all.',
  },
  pisces: {
    angels: ['sandalphon', 'zadkiel', 'gabriel'],
    reason: 'The dreamer is held by prayers that are heard, a merciful heart and gentle messages.',
  },
} as const satisfies Record<SignId, Recommendation>;

/** By sign name as the service receives it ('Aries', 'aries'); any other text gets the default. */
export function recommendedAngelsFor(signName: string | undefined): RecommendedTrio {
  const wanted = signName?.trim().toLowerCase();
  const sign = SIGN_IDS.find((id) => signs[id].name.toLowerCase() === wanted);
  return sign ? recommendedAngels[sign].angels : DEFAULT_RECOMMENDED_ANGELS;
}
