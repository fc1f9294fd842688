import { ASPECT_WORDS, BODY_NAMES, planetNames } from '../../content/body-names';
import { type PersonaId } from '../../content/personas';
import { type SignId, signs } from '../../content/signs';
import { houseAreas } from '../../compose/chart/bank/house-lines';
import { dealFrom } from '../../compose/line-dealer';
import { seededRandom } from '../../compose/seeded-random';
import { fillSlots } from '../../compose/template';
import { moonPhaseAdjectives } from '../../compose/moon-phase-words';
import { daysBetween } from '../../time/calendar-date';
import { PERSONA_LINES } from './bank/persona-lines';
import { HOUSE_SKY_LINES, PLAIN_SKY_LINES, TRANSIT_LINES } from './bank/sky-lines';
import { TOPIC_LINES } from './bank/topic-lines';
import type { ChatRequest } from './chat-request';
import { type ChatSky, type Transit, chatSky, readerSign, solarHouseOf } from './chat-sky';
import { type ChatTopic, chatTopic } from './chat-topic';
import { crisisReply } from '../../crisis/crisis-reply';
import { detectCrisis } from '../../crisis/crisis-detection';

/**
 * The offline astrologer: a reply of three or four sentences in the chosen guide's voice, on
 * the message's subject (spec §5 keyword classes), standing on the real sky of the visitor's
 * date (and their transits when the profile has a birth date). Deterministic per request: the
 * same message, history and date give the same reply. A message that signals a crisis gets the
 * help resources instead, never a reading.
 */

/** Days since a fixed epoch: consecutive dates deal consecutive entries of every pool. */
const EPOCH = '2000-01-01';

const ORDINAL_SUFFIX = ['th', 'st', 'nd', 'rd'] as const;
const ordinal = (value: number) =>
  `${value}${ORDINAL_SUFFIX[value % 10 < 4 && (value < 11 || value > 13) ? value % 10 : 0]}`;

/** The sentence orders a reply may take; which one is dealt like any other line. */
const ORDERS = [
  ['sky', 'topic', 'persona'],
  ['topic', 'sky', 'persona'],
  ['sky', 'persona', 'topic'],
  ['topic', 'persona', 'sky'],
] as const;
type Part = (typeof ORDERS)[number][number];

type Slots = Record<string, string>;

function fill(template: string, slots: Slots): string {
  const filled = fillSlots(template, (name) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`The chat line "${template}" needs the slot {${name}}`);
    return value;
  });
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

function transitWords(transit: Transit): Slots {
  return {
    transit: `${planetNames[transit.transiting as keyof typeof planetNames] ?? BODY_NAMES[transit.transiting]} is ${ASPECT_WORDS[transit.aspect.type]} your natal ${BODY_NAMES[transit.natal]}`,
    orb: transit.aspect.orb.toFixed(1),
    motion: transit.aspect.applying ? 'still building' : 'already easing',
  };
}

function skySlots(sky: ChatSky, reader: SignId | undefined): Slots {
  const { sun, moon } = sky.today;
  const house = reader ? solarHouseOf(reader, moon.sign) : undefined;
  return {
    moonSign: signs[moon.sign].name,
    sunSign: signs[sun.sign].name,
    phase: moonPhaseAdjectives[moon.phase],
    illumination: String(Math.round(moon.illumination * 100)),
    ...(house ? { house: ordinal(house), area: houseAreas[house as keyof typeof houseAreas][0] } : {}),
  };
}

function topicSlots(topic: ChatTopic, turn: number): Slots {
  if (topic.id !== 'sign') return {};
  const asked = signs[topic.sign];
  return {
    asked: asked.name,
    askedElement: asked.element,
    askedRuler: planetNames[asked.ruler],
    askedKeyword: dealFrom(asked.keywords, { salt: `chat|keyword|${asked.id}`, turn, seat: 0 }),
  };
}

/** Only letters, digits, spaces and common name punctuation of the visitor's own name reach the hello. */
const helloName = (name: string | undefined) => name?.replace(/[^\p{L}\p{M}\p{N} '’.-]/gu, '').trim() ?? '';

export interface ChatReplyParts {
  personaId: PersonaId;
  topic: ChatTopic;
  sentences: string[];
}

/**
 * Whether `composeChatReply` answers this request with the crisis help rather than a reading:
 * the browser then keeps neither the message nor the reply (its `crisis` marker).
 */
export const isCrisisChatRequest = (request: Pick<ChatRequest, 'message'>): boolean =>
  detectCrisis(request.message) !== null;

export function composeChatReply(request: ChatRequest): string {
  const crisis = detectCrisis(request.message);
  if (crisis) return crisisReply(crisis);
  const name = helloName(request.profile.name);
  const { topic, sentences } = chatReplyParts(request);
  const hello = topic.greets ? `${name ? `Hello, ${name}!` : 'Hello!'} ` : '';
  return hello + sentences.join(' ');
}

/** The reply's sentences before the greeting, exposed for the composer's tests. */
export function chatReplyParts(request: ChatRequest): ChatReplyParts {
  const sky = chatSky(request.profile, request.date);
  const reader = readerSign(request.profile);
  const topic = chatTopic(request.message);
  // The message shifts where each pool starts, so different questions on one day read differently,
  // and each earlier turn moves it on, so one conversation does not repeat itself.
  const messageOffset = Math.floor(seededRandom(request.message.toLowerCase())() * 1000);
  const turn = daysBetween(EPOCH, request.date) + messageOffset + request.history.length;
  const deal = <T>(pool: readonly T[], salt: string) =>
    dealFrom(pool, { salt: `chat|${salt}`, turn, seat: 0 });

  const slots: Slots = {
    reader: reader ? signs[reader].name : 'friend',
    ...skySlots(sky, reader),
    ...topicSlots(topic, turn),
  };
  // "What is Saturn doing to me?" hears about Saturn when Saturn touches the chart today.
  const asked = request.message.toLowerCase();
  const transit =
    sky.transits.find((candidate) => asked.includes(BODY_NAMES[candidate.transiting].toLowerCase())) ??
    sky.transits[0];
  const lines: Record<Part, string> = {
    sky: transit
      ? fill(deal(TRANSIT_LINES, 'transit'), transitWords(transit))
      : fill(deal(reader ? HOUSE_SKY_LINES : PLAIN_SKY_LINES, reader ? 'house-sky' : 'plain-sky'), slots),
    topic: fill(deal(TOPIC_LINES[topic.id], `topic|${topic.id}`), slots),
    persona: fill(deal(PERSONA_LINES[request.personaId], `persona|${request.personaId}`), slots),
  };
  const order = deal(ORDERS, 'order');
  return { personaId: request.personaId, topic, sentences: order.map((part) => lines[part]) };
}
