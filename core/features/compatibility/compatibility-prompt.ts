import { pairSkyFacts } from '@core/compose/pair/pair-sentences';
import { signPair } from '@core/compose/pair/sign-pair';
import { pairBreakdownLines } from '@core/compose/pair/sign-pair-words';
import { signs } from '@core/content/signs';
import type { CompatibilityRequest } from '@core/features/compatibility/compatibility-request';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { PAIR_SYSTEM_RULES } from '@core/compose/pair/pair-rules';
import { fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The compatibility prompt: two signs, how they relate by the classical rules, and the date's
 * real Venus, Mars and Moon read for both. Depends only on the two signs (in order) and the
 * date, which is the cache key.
 */
export const COMPATIBILITY_SYSTEM_MESSAGE = [
  'You are a warm, grounded astrologer writing the compatibility reading of Cosmic Guide, an astrology',
  'app: how two zodiac signs meet, spoken to the first sign ("you") about the second.',
  '',
  ...PAIR_SYSTEM_RULES,
  '',
  'Write 200 to 300 words in markdown: the bond by its angle, elements, modalities and rulers; what the',
  "day's sky brings to it; one practical suggestion. Never write HTML tags, code blocks, links or images.",
  'End with a one-line affirmation in italics.',
].join('\n');

export function buildCompatibilityPrompt({
  firstSign,
  secondSign,
  date,
}: CompatibilityRequest): ReadingPrompt {
  const one = signs[firstSign];
  const other = signs[secondSign];
  const user = [
    `Write the compatibility reading of ${one.name} ${one.symbol} (you) with ${other.name} ${other.symbol} for ${fullDateLabel(date)}.`,
    '',
    ...pairBreakdownLines(signPair(firstSign, secondSign)),
    '',
    `The sky on ${fullDateLabel(date)} (solar houses count each sign as its own 1st house):`,
    ...pairSkyFacts(firstSign, secondSign, date).map((fact) => `- ${fact}`),
  ];
  return { system: COMPATIBILITY_SYSTEM_MESSAGE, user: user.join('\n') };
}
