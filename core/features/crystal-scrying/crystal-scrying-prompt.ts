import { signs } from '@core/content/signs';
import { withArticle } from '@core/compose/item-day-voice';
import type { CrystalScryingRequest } from '@core/features/crystal-scrying/crystal-scrying-request';
import { crystals, recommendedCrystals } from '@core/features/crystal-scrying/crystals';
import { skyForDate } from '@core/sky/daily-sky';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeDay, fullDateLabel, nearbyLunations } from '@core/compose/prompt/sky-summary';

/**
 * The Crystal Scrying prompt (tool spec §7): the sign's name and element, the crystal and its
 * lore, grounded in the day's real Moon. Depends only on sign, crystal and date, the cache key.
 */
export const CRYSTAL_SCRYING_SYSTEM_MESSAGE = [
  'You are the crystal scryer of Cosmic Guide, an astrology app. You describe a short, imaginative',
  'scrying vision seen in one crystal for one zodiac sign today, and help the reader reflect on it.',
  '',
  'Use ONLY the sky facts in the message; never add planets, aspects or dates that are not listed.',
  'Present crystal properties as tradition and lore ("is said to"), never as fact. Never claim a',
  'crystal heals, cures or treats anything, never predict illness, death or disaster, and never',
  'promise an outcome; a vision is a prompt for reflection. Address the reader as "you".',
  '',
  'Write 180 to 300 words in markdown: the vision as it unfolds in the stone, what its images may',
  'mean for the sign, one way to work with the crystal today, and a one-line affirmation in italics',
  'at the end. Never write HTML tags, code blocks, links or images.',
].join('\n');

export function buildCrystalScryingPrompt({
  sign: signId,
  crystal: crystalId,
  date,
}: CrystalScryingRequest): ReadingPrompt {
  const sign = signs[signId];
  const crystal = crystals[crystalId];
  const sky = skyForDate(date);
  const ownStone = recommendedCrystals(signId).some((stone) => stone.id === crystalId);
  const user = [
    `Write today's scrying vision in ${crystal.name} for ${sign.name} ${sign.symbol}.`,
    `Date: ${fullDateLabel(date)}.`,
    '',
    `About ${sign.name}: ${withArticle(sign.element)} sign of ${sign.modality} modality. Keywords: ${sign.keywords.join(', ')}.`,
    '',
    `The crystal, ${crystal.name} (as tradition describes it):`,
    `- Element: ${crystal.element}; chakra: ${crystal.chakra}; colour: ${crystal.color}; energy: ${crystal.frequency}`,
    `- ${crystal.description}`,
    `- Vision types: ${crystal.visionTypes.join('; ')}`,
    `- Scrying method: ${crystal.scryingMethod}`,
    `- Interpretation: ${crystal.interpretation}`,
    ownStone
      ? `- Tradition counts it among the stones for ${sign.name} (listed for the sign or sharing its element).`
      : `- It is not one of ${sign.name}'s traditional stones: ${withArticle(crystal.element)} crystal for ${withArticle(sign.element)} sign.`,
    '',
    'Sky today (at noon UTC):',
    ...[...describeDay(sky), ...nearbyLunations(date)].map((fact) => `- ${fact}`),
    '',
    `Describe what ${sign.name} may see in ${crystal.name} today, tied to today's Moon.`,
  ];
  return { system: CRYSTAL_SCRYING_SYSTEM_MESSAGE, user: user.join('\n') };
}
