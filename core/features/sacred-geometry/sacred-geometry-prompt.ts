import { planetNames } from '@core/content/body-names';
import { signs } from '@core/content/signs';
import { aspectFact } from '@core/compose/reading-facts';
import { FREQUENCY_RANGE_HZ } from '@core/features/sacred-geometry/pattern';
import { patterns } from '@core/features/sacred-geometry/patterns';
import { isRecommendedFor } from '@core/features/sacred-geometry/recommendation';
import type { SacredGeometryRequest } from '@core/features/sacred-geometry/sacred-geometry-request';
import { skyForDate } from '@core/sky/daily-sky';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeMoon, fullDateLabel, nearbyLunations } from '@core/compose/prompt/sky-summary';

/**
 * The Sacred Geometry prompt (tool spec §7: the horoscope helper with the sign, period "daily"
 * and a topic prompt of its own): a personal reading of one pattern for one sign, naming the
 * pattern and its fields, the sign's element and the day's real Moon. Depends only on sign,
 * pattern and date, which is the cache key.
 */
export const SACRED_GEOMETRY_SYSTEM_MESSAGE = [
  'You are the sacred-geometry guide of Cosmic Guide, an astrology app. You write a short, personal',
  'daily reading of one sacred figure for one zodiac sign.',
  '',
  'Use ONLY the figure facts and sky facts in the message; never add planets, aspects or dates that',
  'are not listed. Tie the reading to the sign’s element and to today’s Moon, in plain, warm words.',
  'The figure’s frequency is a symbolic pairing from sound-healing tradition: never claim it has a',
  'measured effect on the body or mind. Address the reader as "you".',
  '',
  'Write 180 to 300 words in markdown: an opening on the figure and the sign, what the figure’s',
  'meaning asks of the reader today, one short practice with the figure, and a one-line affirmation',
  'in italics at the end. Never write HTML tags, code blocks, links or images.',
].join('\n');

export function buildSacredGeometryPrompt({
  sign: signId,
  pattern: patternId,
  date,
}: SacredGeometryRequest): ReadingPrompt {
  const sign = signs[signId];
  const pattern = patterns[patternId];
  const sky = skyForDate(date);
  const recommended = isRecommendedFor(pattern, signId);
  const user = [
    `Write today's (daily) sacred geometry reading of the ${pattern.name} for ${sign.name} ${sign.symbol}.`,
    `Date: ${fullDateLabel(date)}.`,
    '',
    `About ${sign.name}: ${sign.element === 'air' || sign.element === 'earth' ? 'an' : 'a'} ${sign.element} sign of ${sign.modality} modality, ruled by ${planetNames[sign.ruler]}.`,
    '',
    `The figure: ${pattern.name} ${pattern.symbol}`,
    `- What it is: ${pattern.description}`,
    `- Meaning: ${pattern.meaning}`,
    `- Element: ${pattern.element}`,
    `- Frequency: ${pattern.frequency} Hz (one of the solfeggio tones from ${FREQUENCY_RANGE_HZ.lowest} to ${FREQUENCY_RANGE_HZ.highest} Hz)`,
    `- Traditionally recommended for: ${pattern.zodiacSigns.map((id) => signs[id].name).join(', ')}, and for ${pattern.element} signs`,
    `- ${recommended ? `It is on ${sign.name}'s recommended list.` : `It is not on ${sign.name}'s recommended list; treat it as a figure to explore.`}`,
    `- Its meditation: ${pattern.meditation}`,
    '',
    'Sky today (at noon UTC):',
    ...[describeMoon(sky), ...nearbyLunations(date), aspectFact(sky, sign)].map((fact) => `- ${fact}`),
    '',
    `Show ${sign.name} how to work with the ${pattern.name} today, through its ${sign.element} nature.`,
  ];
  return { system: SACRED_GEOMETRY_SYSTEM_MESSAGE, user: user.join('\n') };
}
