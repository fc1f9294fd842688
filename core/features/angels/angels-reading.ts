import type { DrawnAngel } from './angel-draw';
import { angelSpreads } from './angel-spreads';
import { angels } from './angels';
import type { AngelReadingRequest, AngelsRequest, DailyMessageRequest } from './angels-request';
import { dailyMessageMarkdown } from './daily-message-text';
import { composeFallbackBlessing } from './fallbacks/blessing-fallback';
import { composeFallbackDailyMessage } from './fallbacks/daily-message-fallback';
import { composeFallbackReading } from './fallbacks/reading-fallback';
import { composeOfflineAngelReading } from './offline/angel-reading';
import { composeOfflineDailyMessage } from './offline/daily-message';

/** The drawn angels of a request in their positions, read from our own deck. */
export function drawnAngelsOf({
  spread,
  angels: ids,
}: Pick<AngelReadingRequest, 'spread' | 'angels'>): DrawnAngel[] {
  const positions = angelSpreads[spread].positions;
  return ids.map((id, index) => ({ angel: angels[id], position: positions[index] ?? positions[0] }));
}

/** The daily message as the built-in Guardian Angel writes it (spec §4), as markdown. */
export const guardianDailyMessage = ({ sign, name, date }: DailyMessageRequest): string =>
  dailyMessageMarkdown(composeFallbackDailyMessage({ sign, name, date, now: 0 }));

/**
 * What the server writes without a key: a draw's reading dealt per sign and day, the blessing,
 * and the daily message from the angel present today for the sign.
 */
export function composeAngelsReading(request: AngelsRequest): string {
  if (request.type === 'daily-message') {
    const { sign, name, date } = request;
    return dailyMessageMarkdown(composeOfflineDailyMessage({ sign, name, date, now: 0 }));
  }
  if (request.type !== 'reading') return angelsFallbackText(request);
  return composeOfflineAngelReading({
    spread: angelSpreads[request.spread],
    drawn: drawnAngelsOf(request),
    date: request.date,
    sign: request.sign,
    name: request.name,
    question: request.question,
  });
}

/**
 * Each request type's built-in text for a configured provider's failure (spec §4, §8): the
 * template reading for a draw, the blessing, and the Guardian Angel's daily message.
 */
export function angelsFallbackText(request: AngelsRequest): string {
  switch (request.type) {
    case 'reading':
      return composeFallbackReading({
        spread: angelSpreads[request.spread],
        drawn: drawnAngelsOf(request),
        question: request.question,
        sign: request.sign,
        name: request.name,
      });
    case 'blessing':
      return composeFallbackBlessing({
        situation: request.situation,
        sign: request.sign,
        name: request.name,
      });
    case 'daily-message':
      return guardianDailyMessage(request);
  }
}
