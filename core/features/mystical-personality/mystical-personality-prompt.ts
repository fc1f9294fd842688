import { planetNames } from '@core/content/body-names';
import { signs } from '@core/content/signs';
import { aspectFact } from '@core/compose/reading-facts';
import { primaryArchetypeIn } from '@core/content/archetypes/archetype';
import { archetypeList, archetypes } from '@core/content/archetypes/archetypes';
import type { MysticalPersonalityRequest } from '@core/features/mystical-personality/mystical-personality-request';
import { skyForDate } from '@core/sky/daily-sky';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeMoon, fullDateLabel, nearbyLunations } from '@core/compose/prompt/sky-summary';

/**
 * The Mystical Personality prompt (tool spec §7: the horoscope helper with the sign, period
 * "daily" and a topic prompt of its own): a personal reading of one archetype for one sign,
 * naming the archetype and its fields, the sign's element and the day's real Moon. Depends only
 * on sign, archetype and date, which is the cache key.
 */
export const MYSTICAL_PERSONALITY_SYSTEM_MESSAGE = [
  'You are the archetype guide of Cosmic Guide, an astrology app. You write a short, personal daily',
  'reading of one mystical archetype for one zodiac sign.',
  '',
  'Use ONLY the archetype facts and sky facts in the message; never add planets, aspects or dates',
  'that are not listed. Tie the reading to the sign’s element and to today’s Moon. Speak of shadow',
  'aspects kindly, as habits to understand, never as flaws. Address the reader as "you".',
  '',
  'Write 180 to 300 words in markdown with three short sections headed ### (the archetype in the',
  'sign, its powers and shadow today, a practice with one of its ritual tools), then a one-line',
  'affirmation in italics at the end. Never write HTML tags, code blocks, links or images.',
].join('\n');

export function buildMysticalPersonalityPrompt({
  sign: signId,
  archetype: archetypeId,
  date,
}: MysticalPersonalityRequest): ReadingPrompt {
  const sign = signs[signId];
  const archetype = archetypes[archetypeId];
  const sky = skyForDate(date);
  const primary = primaryArchetypeIn(archetypeList, signId);
  const user = [
    `Write today's (daily) mystical personality reading of the ${archetype.name} for ${sign.name} ${sign.symbol}.`,
    `Date: ${fullDateLabel(date)}.`,
    '',
    `About ${sign.name}: ${sign.element === 'air' || sign.element === 'earth' ? 'an' : 'a'} ${sign.element} sign of ${sign.modality} modality, ruled by ${planetNames[sign.ruler]}. Keywords: ${sign.keywords.join(', ')}.`,
    '',
    `The archetype: ${archetype.name} ${archetype.symbol}, "${archetype.title}"`,
    `- Description: ${archetype.description}`,
    `- Element: ${archetype.element}`,
    `- Signs it speaks to: ${archetype.zodiacSigns.map((id) => signs[id].name).join(', ')}`,
    `- ${primary.id === archetype.id ? `It is ${sign.name}'s primary archetype.` : `${sign.name}'s primary archetype is the ${primary.name}; this one is explored as a second path.`}`,
    `- Mystical powers: ${archetype.mysticalPowers.join('; ')}`,
    `- Spiritual gifts: ${archetype.spiritualGifts.join('; ')}`,
    `- Shadow aspects: ${archetype.shadowAspects.join('; ')}`,
    `- Sacred symbols: ${archetype.sacredSymbols.join('; ')}`,
    `- Ritual tools: ${archetype.ritualTools.join('; ')}`,
    `- Meditation: ${archetype.meditation}`,
    `- Affirmation: ${archetype.affirmation}`,
    '',
    'Sky today (at noon UTC):',
    ...[describeMoon(sky), ...nearbyLunations(date), aspectFact(sky, sign)].map((fact) => `- ${fact}`),
    '',
    `Show ${sign.name} how the ${archetype.name} can guide them today, through their ${sign.element} nature.`,
  ];
  return { system: MYSTICAL_PERSONALITY_SYSTEM_MESSAGE, user: user.join('\n') };
}
