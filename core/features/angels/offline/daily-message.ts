import { signs } from '../../../content/signs';
import { type IsoDate, daysBetween } from '../../../time/calendar-date';
import { angelOfTheDay } from '../angel-of-the-day';
import { angels } from '../angels';
import type { DailyAngelicMessage } from '../daily-angelic-message';
import { type DailyMessageInput, composeFallbackDailyMessage } from '../fallbacks/daily-message-fallback';

const EPOCH: IsoDate = '2000-01-01';

const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * The daily message without a key. The built-in Guardian Angel message is for a provider's
 * failure (spec §4); offline, the angel present today is the one the server would name to the
 * model (the sign's three recommended angels in turn), and the message adds one of that
 * angel's gifts, addressed to the sign so no two signs share the sentence. An angel returns
 * every third day with its next gift, so a week never repeats one.
 */
export function composeOfflineDailyMessage(request: DailyMessageInput): DailyAngelicMessage {
  const base = composeFallbackDailyMessage(request);
  const angelId = angelOfTheDay(request.sign, request.date);
  const angel = angels[angelId];
  const visit = Math.floor(daysBetween(EPOCH, request.date) / 3);
  const powers = angel.healingPowers;
  const gift = powers[((visit % powers.length) + powers.length) % powers.length] ?? powers[0] ?? '';
  const reader = request.sign ? signs[request.sign].name : 'every soul who asks';
  const giftLine = `${angel.name} brings ${reader} a gift today: ${lowerFirst(gift)}.`;
  return { ...base, angel: angelId, message: `${base.message} ${giftLine}` };
}
