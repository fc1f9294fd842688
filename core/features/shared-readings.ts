import type { FeatureId } from './feature-ids';
import type { ReadingRequest, RequestFor } from './reading-request';

/**
 * Which readings are shared: the same text for every visitor who asks the same thing on the
 * same day (a sign's horoscope, a calendar category, a crystal for a sign). The server caches
 * exactly these (its recipes' cache keys; a test holds the two in step), and the client asks for
 * them with `GET /api/readings?…`: an idempotent read with nothing personal in it, which the
 * server answers from memory without reading or parsing a body. Every other reading carries
 * the visitor's own words or birth details and is sent as a POST body, never in a URL that
 * proxies and access logs keep.
 *
 * Typed per feature id, so a new feature cannot compile without deciding.
 */
const SHARED: { [Feature in FeatureId]: boolean | ((request: RequestFor<Feature>) => boolean) } = {
  horoscope: true,
  'birth-chart': false,
  'advanced-chart': false,
  'cosmic-calendar': true,
  wellbeing: true,
  'lucky-numbers': false,
  numerology: false,
  compatibility: true,
  'relationship-analysis': true,
  career: true,
  chat: false,
  love: true,
  tarot: false,
  'sacred-geometry': true,
  'mystical-personality': true,
  'crystal-scrying': true,
  'astro-yoga': true,
  'dream-journal': false,
  'dream-oracle': false,
  palmistry: true,
  'zodiac-diet': true,
  // The day's message is shared unless the visitor gave a name to address it to.
  angels: (request) => request.type === 'daily-message' && !request.name,
  'my-sky': false,
};

export function isSharedReading(request: ReadingRequest): boolean {
  const rule = SHARED[request.feature] as boolean | ((request: ReadingRequest) => boolean);
  return typeof rule === 'function' ? rule(request) : rule;
}

/**
 * A shared request as the query of its `GET`: its fields in the order the page wrote them, so
 * every visitor of a sign asks in the same bytes and the server's memory of the answer is hit.
 * Shared requests are flat ids and a date; anything else is refused rather than flattened.
 */
export function sharedReadingQuery(request: ReadingRequest): string {
  if (!isSharedReading(request)) throw new Error(`A ${request.feature} reading is personal: POST it`);
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new Error(`${name} is not a plain value and cannot go in a URL`);
    fields.push([name, value]);
  }
  return new URLSearchParams(fields).toString();
}
