import { signs } from '@core/content/signs';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { chineseAnimals } from '@core/features/zodiac-diet/chinese-animals';
import { dietSignName } from '@core/features/zodiac-diet/diet-sign-name';
import { dietFocuses } from '@core/features/zodiac-diet/diet-topics';
import type { ZodiacDietRequest } from '@core/features/zodiac-diet/zodiac-diet-request';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeMoon, fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The Zodiac Diet prompt (tool spec §7): the Western sign and/or the Chinese animal with its
 * element, and the chosen focus; the lunar topic also carries today's real Moon phase. Depends
 * only on the request's ids and date, which make the cache key.
 */
export const ZODIAC_DIET_SYSTEM_MESSAGE = [
  'You are the kind, down-to-earth food guide of Cosmic Guide, an astrology app. You offer general,',
  'gentle food ideas inspired by a Western zodiac sign and/or a Chinese zodiac animal and its element.',
  '',
  'This is for reflection and everyday inspiration, never medical or nutritional advice. Never name or',
  'suggest a diagnosis, a medication, a supplement, a fast, a detox, calorie targets or weight loss;',
  'never promise health results; never tell the reader to cut out a food group. Keep every idea safe,',
  'ordinary and optional. Say once, briefly, that a doctor or registered dietitian is the one to ask',
  'about health conditions, allergies or pregnancy.',
  '',
  'Use ONLY the sky facts in the message; never add planets, aspects or dates that are not listed.',
  'Address the reader as "you". Write 180 to 300 words in markdown: a short opening, one or two',
  '### headings with bullet points of food and mealtime ideas, and a one-line affirmation in italics',
  'at the end. Never write HTML tags, code blocks, links or images.',
].join('\n');

export function buildZodiacDietPrompt({ sign, animal, focus, date }: ZodiacDietRequest): ReadingPrompt {
  const topic = dietFocuses[focus];
  const sky = skyForDate(date);
  const western = sign ? signs[sign] : undefined;
  const chinese = animal ? chineseAnimals[animal] : undefined;
  const who = [
    ...(western
      ? [`Western sign: ${western.name} ${western.symbol}, of the ${western.element} element.`]
      : []),
    ...(chinese
      ? [
          `Chinese zodiac animal: ${chinese.name} ${chinese.symbol}, of the ${chinese.element} element (${chinese.traits}).`,
          `The ${chinese.name} tends to favour these flavours: ${chinese.preferredFlavors.join(', ')}. Eating pattern: ${chinese.eatingPattern}`,
          `Digestion, in general terms: ${chinese.digestiveProfile}`,
        ]
      : []),
  ];
  const moon =
    focus === 'lunar-nutrition'
      ? [
          '',
          `The Moon today (noon UTC): ${describeMoon(sky)}.`,
          `Tie the ideas to today's phase, the ${moonPhaseNames[sky.moon.phase]}.`,
        ]
      : [];
  const user = [
    `Write today's ${topic.title} food guidance for ${dietSignName({ sign, animal })} (${topic.description})`,
    `Date: ${fullDateLabel(date)}.`,
    '',
    ...who,
    ...moon,
    '',
    `Focus: ${topic.title}. Offer practical, everyday food and mealtime ideas that suit the element${western && chinese ? 's' : ''} above.`,
  ];
  return { system: ZODIAC_DIET_SYSTEM_MESSAGE, user: user.join('\n') };
}
