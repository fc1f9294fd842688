import type { PlanetId } from '../../../content/signs';

/**
 * What a chat message asks for, as the offline guide understands it: the subject of the answer
 * (love, a planet, a Saturn return), a request about the conversation itself (tell me more,
 * summarise), a social turn (hello, thanks, goodbye) or something a guide does not do (code,
 * trivia), which is answered with a kind steer back.
 */
export const PLANET_INTENTS = {
  sun: 'planet-sun',
  moon: 'planet-moon',
  mercury: 'planet-mercury',
  venus: 'planet-venus',
  mars: 'planet-mars',
  jupiter: 'planet-jupiter',
  saturn: 'planet-saturn',
  uranus: 'planet-uranus',
  neptune: 'planet-neptune',
  pluto: 'planet-pluto',
} as const satisfies Record<PlanetId, `planet-${PlanetId}`>;
export type PlanetIntentId = (typeof PLANET_INTENTS)[PlanetId];

export const CHAT_INTENT_IDS = [
  'greeting',
  'thanks',
  'goodbye',
  'love',
  'career',
  'money',
  'family',
  'friends',
  'health',
  'stress',
  'decision',
  ...(Object.values(PLANET_INTENTS) as PlanetIntentId[]),
  'saturn-return',
  'jupiter-return',
  'mercury-retrograde',
  'rising-sign',
  'moon-sign',
  'sun-sign',
  'sign-nature',
  'compatibility',
  'timing',
  'next-week',
  'today-sky',
  'yes-no',
  'tell-more',
  'last-answer',
  'summary',
  'tarot',
  'dreams',
  'off-topic',
  'general',
] as const;
export type ChatIntentId = (typeof CHAT_INTENT_IDS)[number];

/** Life areas: the subject a timing, weekly or yes/no question may carry along. */
export const AREA_INTENTS = ['love', 'career', 'money', 'family', 'friends', 'health', 'stress'] as const;
export type AreaIntentId = (typeof AREA_INTENTS)[number];

export const isPlanetIntent = (intent: ChatIntentId): intent is PlanetIntentId =>
  intent.startsWith('planet-');

export const planetOfIntent = (intent: PlanetIntentId): PlanetId =>
  intent.slice('planet-'.length) as PlanetId;

/** How a recap names what an earlier answer was about: "love", "your Saturn return". */
export const INTENT_SUBJECTS = {
  greeting: 'saying hello',
  thanks: 'your thanks',
  goodbye: 'saying goodbye',
  love: 'love',
  career: 'your work',
  money: 'money',
  family: 'your family',
  friends: 'your friendships',
  health: 'your energy and well-being',
  stress: 'the pressure you feel',
  decision: 'a decision',
  'planet-sun': 'the Sun in your chart',
  'planet-moon': 'the Moon in your chart',
  'planet-mercury': 'Mercury',
  'planet-venus': 'Venus',
  'planet-mars': 'Mars',
  'planet-jupiter': 'Jupiter',
  'planet-saturn': 'Saturn',
  'planet-uranus': 'Uranus',
  'planet-neptune': 'Neptune',
  'planet-pluto': 'Pluto',
  'saturn-return': 'your Saturn return',
  'jupiter-return': 'your Jupiter return',
  'mercury-retrograde': 'Mercury retrograde',
  'rising-sign': 'your rising sign',
  'moon-sign': 'your Moon sign',
  'sun-sign': 'your Sun sign',
  'sign-nature': 'a sign’s nature',
  compatibility: 'compatibility',
  timing: 'timing',
  'next-week': 'the week ahead',
  'today-sky': 'today’s sky',
  'yes-no': 'a yes-or-no question',
  'tell-more': 'more of the same thread',
  'last-answer': 'my previous answer',
  summary: 'a recap',
  tarot: 'tarot',
  dreams: 'dreams',
  'off-topic': 'something outside the stars',
  general: 'what to focus on',
} as const satisfies Record<ChatIntentId, string>;
