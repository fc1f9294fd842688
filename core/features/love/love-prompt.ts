import { planetNames } from '@core/content/body-names';
import { signs } from '@core/content/signs';
import { houseAreas } from '@core/compose/chart/bank/house-lines';
import { ordinal } from '@core/compose/chart/chart-words';
import { loveSkyFacts, signSkyFor } from '@core/compose/sign-sky';
import { type LoveFocusId, loveFoci } from '@core/features/love/love-foci';
import type { LoveRequest } from '@core/features/love/love-request';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The Love prompt: a sign's love reading for one focus and date, built on where Venus and Mars
 * really are (sign, degree, retrograde, aspects to the Sun and to each other, the solar houses
 * they light for the sign) and the Moon. Depends only on sign, focus and date, the cache key.
 */
export const LOVE_SYSTEM_MESSAGE = [
  'You are a warm, seasoned astrologer writing the Love readings of Cosmic Guide, an astrology app. You',
  'speak to the reader as "you", with tenderness and clear, practical ideas.',
  '',
  'Build the reading on the sky facts in the message: Venus and Mars, the solar houses they occupy for',
  'the reader’s sign, how they meet, and the Moon. These facts are exact; name at least one of them, and',
  'never invent placements, aspects or events that are not listed.',
  '',
  'Astrology here is for reflection and entertainment. Never state anything about another person as',
  'certain (what they feel, whether they will call, come back or stay); speak of possibilities, invitations',
  'and what the reader can do. No medical, legal or financial advice; if the reader may be unsafe in a',
  'relationship, gently suggest reaching out to someone they trust or a local support service.',
  '',
  'Write 150 to 250 words in markdown: short paragraphs, a few **bold** phrases, no headings. Never write',
  'HTML tags, code blocks, links or images. Close with a one-line affirmation in italics.',
].join('\n');

/** What each focus asks the reading to cover. */
const FOCUS_BRIEFS = {
  romance:
    'attraction, flirting, dating and the spark between two people, for the single and the attached alike',
  relationships:
    'the bonds the reader already has: commitment, closeness, communication and the give and take of partnership',
  'self-love': 'the reader’s relationship with themself: self-worth, boundaries, rest and receiving care',
} as const satisfies Record<LoveFocusId, string>;

export function buildLovePrompt({ sign: signId, focus: focusId, date }: LoveRequest): ReadingPrompt {
  const sign = signs[signId];
  const focus = loveFoci[focusId];
  const sky = signSkyFor(signId, date);
  const { venus, mars } = sky.planets;
  const ruler =
    planetNames[sign.ruler] +
    (sign.classicalRuler === sign.ruler ? '' : ` (classically ${planetNames[sign.classicalRuler]})`);
  const user = [
    `Write the ${focus.title} love reading for ${sign.name} ${sign.symbol} for ${fullDateLabel(date)}.`,
    `Focus: ${FOCUS_BRIEFS[focusId]}.`,
    '',
    `About ${sign.name}: a ${sign.element} sign of ${sign.modality} modality, ruled by ${ruler}. Keywords: ${sign.keywords.join(', ')}.`,
    '',
    `The sky on this day (computed for 12:00 UTC; solar houses count ${sign.name} as the 1st house):`,
    ...loveSkyFacts(sky).map((fact) => `- ${fact}`),
    `- Venus's solar house, the ${ordinal(venus.solarHouse)}, is about ${houseAreas[venus.solarHouse][0]}`,
    `- Mars in your ${ordinal(mars.solarHouse)} solar house, about ${houseAreas[mars.solarHouse][0]}`,
    '',
    `Relate these facts to ${sign.name}'s nature and to the focus, and end with one small, kind thing to try.`,
  ];
  return { system: LOVE_SYSTEM_MESSAGE, user: user.join('\n') };
}
