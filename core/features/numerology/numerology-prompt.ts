import { signs } from '@core/content/signs';
import { PERSON_NAME_MAX_LENGTH } from '@core/contract/birth-moment';
import { moonFact, signFact } from '@core/compose/reading-facts';
import { signSkyFor, solarHouseFact } from '@core/compose/sign-sky';
import { numerologyProfile } from '@core/features/numerology/numerology';
import type { NumerologyRequest } from '@core/features/numerology/numerology-request';
import { type ReadingPrompt, readingPrompt } from '@core/compose/prompt/reading-prompt';
import { fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The personal numerology prompt. The server computes the numbers (Pythagorean, master numbers
 * kept) from the name and birth date and hands the model the results with their working, so
 * the reading interprets real numbers rather than inventing them. The name reaches the model
 * only as quoted user data.
 */
export const NUMEROLOGY_SYSTEM_MESSAGE = [
  'You are a warm, grounded numerologist and astrologer writing for Cosmic Guide, an astrology app.',
  'You interpret a reader’s Pythagorean numbers, which the app has already computed.',
  '',
  'Use ONLY the numbers and sky facts in the message: never recompute or change them, and keep master',
  'numbers (11, 22, 33) as they are. Speak to the reader as "you".',
  '',
  'Numerology here is for reflection and entertainment: describe tendencies and questions worth',
  'considering, never certain predictions, and no medical, legal or financial advice.',
  '',
  'Write 200 to 300 words in markdown: one short section per number (Life Path, Expression, Soul',
  'Urge) with a bold lead, then a line on today’s sky. Never write HTML tags, code blocks, links or',
  'images. Close with a one-line affirmation in italics.',
].join('\n');

export function buildNumerologyPrompt({
  sign: signId,
  name,
  birthDate,
  date,
}: NumerologyRequest): ReadingPrompt {
  const sign = signs[signId];
  const numbers = numerologyProfile(name, birthDate);
  const sky = signSkyFor(signId, date);
  const fromName = (label: string, number: typeof numbers.expression, missing: string) =>
    number ? `- ${label} ${number.value} (${number.working})` : `- ${label}: ${missing}`;
  const user = [
    `Write the personal numerology reading for the person named in person_name, a ${sign.name} ${sign.symbol}, born on ${fullDateLabel(birthDate)}.`,
    '',
    `About ${sign.name}: ${signFact(sign)}.`,
    '',
    'Their numbers, computed with the Pythagorean table (working in brackets):',
    `- Life Path ${numbers.lifePath.value} (${numbers.lifePath.working})`,
    fromName('Expression', numbers.expression, 'not computed, the name has no letters A to Z'),
    fromName('Soul Urge', numbers.soulUrge, 'not computed, the name has no vowels A to Z'),
    '',
    `Today, ${fullDateLabel(date)} (the solar house counts ${sign.name} as the 1st house):`,
    `- ${solarHouseFact(sky.planets.jupiter)}`,
    `- ${moonFact(sky.day.sky)}`,
  ];
  return readingPrompt({
    system: NUMEROLOGY_SYSTEM_MESSAGE,
    user: user.join('\n'),
    userData: [{ label: 'person_name', value: name, maxLength: PERSON_NAME_MAX_LENGTH }],
  });
}
