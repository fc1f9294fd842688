import type { ReadingRequest } from '@core/features/reading-request';
import type { IsoDate } from '@core/time/calendar-date';
import type { FeatureRoute } from '@core/compose/feature-route';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';

/**
 * What the server does with one feature's request: where it is sent (the routing row), the
 * prompt it builds, the offline text it composes when no key is set, and, for cacheable
 * features, the key identical readings share. Each feature writes its recipe in
 * `server/features/<feature>/<feature>-recipe.ts`; the reading service only reads this shape.
 */
export interface ReadingRecipe<Request extends ReadingRequest> {
  route: FeatureRoute;
  buildPrompt(request: Request): ReadingPrompt;
  composeOffline(request: Request): string;
  /**
   * Two requests with the same key must build the same prompt; required when the route is
   * cacheable. Undefined for a request of a cacheable feature that is personal after all (the
   * angelic daily message greeting the visitor by name): it is generated afresh and rate limited.
   */
  cacheKey?(request: Request): string | undefined;
  /**
   * A retry schedule the spec fixes for this feature (the angelic service: 3 attempts, 1 s times
   * the attempt number between them) instead of OPENAI_MAX_RETRIES and the exponential backoff.
   */
  retry?: { attempts: number; backoffStepMs: number };
  /**
   * A fallback written for this request (spec §8: the calendar's per-category template). When
   * absent, or when it throws, the route's fixed fallback text is used.
   */
  fallbackText?(request: Request): string;
  /**
   * The text shown when the provider keeps answering with nothing, where the spec gives that
   * case its own text (tool-pages §4: the archetype page's built-in template reading). Other
   * failures still get `fallbackText` or the route's fixed text; when absent, or when it throws
   * or writes nothing, an empty reply is treated like any other failure.
   */
  emptyReplyText?(request: Request): string;
  /**
   * The line logged (as an error) when this feature's reading falls back, for the features whose
   * spec §8 row names one ("Error fetching palm reading"); the provider's fault is logged as usual.
   */
  fallbackLog?: string;
  /** The visitor's "today" the request carries, checked against the server clock; none for a birth date alone. */
  today?(request: Request): IsoDate;
  /**
   * A reply the server gives at once instead of a reading, or undefined to go on as usual: the
   * chat's answer to a message that signals a crisis. It is streamed as the whole reading
   * without a provider call, marked `crisis`, never cached, and never refused by the per-client
   * limit (a client past it still has a few messages a minute screened; see readings.ts).
   */
  immediateReply?(request: Request): string | undefined;
  /**
   * The visitor's own words to screen for a crisis before anything is generated (the chat's new
   * message): the local layer and, with a provider, its safety check (safety/crisis-screen.ts).
   * A message that needs help gets the help lines instead of a reading, marked `crisis`.
   */
  screenText?(request: Request): string;
  /** Names the reading in log lines; never personal data (names, birth details). */
  label(request: Request): string;
}
