import type { DrawnAngel } from './angel-draw';
import { angelSpreads } from './angel-spreads';
import { angels } from './angels';
import type { AngelReadingRequest, AngelsRequest, DailyMessageRequest } from './angels-request';
import { dailyMessageMarkdown } from './daily-message-text';
import { composeFallbackBlessing } from './fallbacks/blessing-fallback';
import { composeFallbackDailyMessage } from './fallbacks/daily-message-fallback';
import { composeFallbackReading } from './fallbacks/reading-fallback';

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
 * Each request type's built-in text (spec §4, §8): the template reading for a draw, the
 * blessing of one of the sign's recommended angels, the Guardian Angel's daily message. They
 * are what the server writes without a key and what a configured provider's failure falls
 * back to, so the page reads the same frame either way.
 */
export function composeAngelsReading(request: AngelsRequest): string {
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
