import { planetNames } from '@core/content/body-names';
import { signs } from '@core/content/signs';
import { handMounts } from '@core/features/palmistry/hand-mounts';
import { linesForSign, rulingMountOf } from '@core/features/palmistry/key-features';
import { type PalmFocusId, palmFoci } from '@core/features/palmistry/palm-foci';
import { palmLines } from '@core/features/palmistry/palm-line-catalogue';
import type { PalmistryRequest } from '@core/features/palmistry/palmistry-request';
import { skyForDate } from '@core/sky/daily-sky';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeDay, fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The Sacred Palmistry prompt: one per focus (spec §7), naming the sign and its element, the
 * lines and mounts the focus reads, the sign's own lines and mount, and the day's Moon. Depends
 * only on sign, focus and date, which is the cache key.
 */
export const PALMISTRY_SYSTEM_MESSAGE = [
  'You are the gentle palm reader of Cosmic Guide, an astrology app. You explain what the palmistry',
  'tradition reads in the lines, mounts and fingers of the hand, tied to the reader’s zodiac sign.',
  '',
  'The reader has not shown you their hand: describe what to look for and what each sign in the palm',
  'traditionally means, and invite them to look at their own palm as they read.',
  '',
  'Palmistry here is a tradition for reflection. Never predict illness, accidents, death or the length of a',
  'life; if the life line comes up, say kindly that its length does not measure a lifespan. No medical,',
  'legal or financial advice. Use ONLY the sky facts in the message. Address the reader as "you".',
  '',
  'Write 180 to 300 words in markdown: a greeting, short sections with a few **bold** phrases, one small',
  'practice with the hand, and a one-line blessing in italics at the end. Never write HTML tags, code',
  'blocks, links or images.',
].join('\n');

/** Spec §7: what each focus's prompt asks for. */
const FOCUS_ASKS = {
  'palm-analysis':
    'Give a complete palm analysis: the major lines (life, heart, head and fate), the seven mounts, and the fingers and thumb, read together as one portrait.',
  'life-prediction':
    'Give a life-path timeline: how palmists read the fate and life lines as chapters from early years to the seasons ahead, as directions and choices, never as fixed events or dates.',
  'love-compatibility':
    'Read love and relationships through the heart line and the mount of Venus: how the reader loves, what they need, and which partners’ hands are said to complement theirs.',
  'career-guidance':
    'Give career and success guidance through the fate line and the mount of Jupiter (and the sun line for recognition): calling, ambition and the work that suits the reader.',
  'health-insights':
    'Read the life line for vitality, energy and rhythms of rest, as reflection and self-care, never as a diagnosis, a forecast of illness or a measure of lifespan; suggest a doctor for any health concern.',
  'spiritual-gifts':
    'Read the intuition lines (the curved mercury line, often called the line of intuition, and the heart line) and the mount of Luna for spiritual gifts and psychic sensitivity.',
} as const satisfies Record<PalmFocusId, string>;

/** "an air", "an earth", "a fire": the elements read aloud. */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

export function buildPalmistryPrompt({
  sign: signId,
  focus: focusId,
  date,
}: PalmistryRequest): ReadingPrompt {
  const sign = signs[signId];
  const focus = palmFoci[focusId];
  const mount = rulingMountOf(signId);
  const user = [
    `Write a ${focus.title} palm reading for ${sign.name} ${sign.symbol}, ${withArticle(sign.element)} sign, for ${fullDateLabel(date)}.`,
    FOCUS_ASKS[focusId],
    '',
    `About ${sign.name}: ${withArticle(sign.element)} sign of ${sign.modality} modality, ruled by ${planetNames[sign.ruler]}. Palmistry links the ${sign.element} element with its own hand shape; describe it.`,
    `Lines that speak to ${sign.name} (by sign or element): ${linesForSign(signId)
      .map((line) => `${line.name} (${line.lifeAspect})`)
      .join(', ')}.`,
    `${sign.name}'s ruling mount: the ${mount.name}, of ${planetNames[mount.planet]} (${mount.qualities.join(', ').toLowerCase()}).`,
    '',
    'What this focus reads:',
    ...focus.lines.map(
      (id) =>
        `- ${palmLines[id].name}: ${palmLines[id].lifeAspect}, ${withArticle(palmLines[id].element)} line`,
    ),
    ...focus.mounts.map(
      (id) => `- ${handMounts[id].name}: ${handMounts[id].qualities.join(', ').toLowerCase()}`,
    ),
    '',
    'Sky today (at noon UTC):',
    ...describeDay(skyForDate(date)).map((fact) => `- ${fact}`),
  ];
  return { system: PALMISTRY_SYSTEM_MESSAGE, user: user.join('\n') };
}
