import type { BirthMoment } from '@core/contract/birth-moment';
import { archetypeInWords } from '@core/content/archetypes/archetype-words';
import {
  CHAT_ARCHETYPE_MAX_LENGTH,
  CHAT_FOCUS_MAX_LENGTH,
  CHAT_GOAL_MAX_LENGTH,
  CHAT_GOALS_MAX_COUNT,
  CHAT_HISTORY_MAX_TURNS,
  CHAT_REQUEST_MESSAGE_MAX_LENGTH,
  CHAT_NAME_MAX_LENGTH,
  CHAT_TOTAL_READINGS_MAX,
  CHAT_TURN_MAX_LENGTH,
  type ChatProfile,
  type ChatRequest,
} from '@core/features/chat/chat-request';
import type { PersonaId } from '@core/content/personas';
import type { ChatMessage } from '@core/profile/chat-message';
import type { Profile } from '@core/profile/profile';
import { type IsoDate, isIsoDate } from '@core/time/calendar-date';

// The profile keeps what a visitor pasted, controls included; the contract takes none on one line.
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
const CONTROLS_EXCEPT_LINE_FEED = /(?!\n)[\p{Cc}\u2028\u2029]/gu;
/** Line breaks as a textarea may report them, and paragraph separators, become plain line feeds. */
const multiline = (text: string) => text.replace(/\r\n?/g, '\n').replace(CONTROLS_EXCEPT_LINE_FEED, ' ');

/** At most `limit` characters, cut at a space when one is near, with an ellipsis when cut. */
export function clip(text: string, limit: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return trimmed;
  const cut = trimmed.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const oneLine = (text: string, limit: number) => clip(text.replace(CONTROLS, ' '), limit);

/** The spec's chat profile context, shaped to the contract: empty fields are left out. */
export function chatProfileOf(profile: Profile, birth?: BirthMoment): ChatProfile {
  const name = oneLine(profile.name, CHAT_NAME_MAX_LENGTH);
  const focus = oneLine(profile.currentFocus, CHAT_FOCUS_MAX_LENGTH);
  // The archetype page stores an id; the astrologer should read the archetype's name.
  const archetype = oneLine(archetypeInWords(profile.personalityArchetype), CHAT_ARCHETYPE_MAX_LENGTH);
  const goals = profile.spiritualGoals
    .map((goal) => oneLine(goal, CHAT_GOAL_MAX_LENGTH))
    .filter((goal) => goal !== '')
    .slice(0, CHAT_GOALS_MAX_COUNT);
  return {
    ...(name ? { name } : {}),
    ...(profile.zodiacSign ? { sign: profile.zodiacSign } : {}),
    ...(isIsoDate(profile.birthDate) ? { birthDate: profile.birthDate } : {}),
    ...(birth ? { birth } : {}),
    ...(focus ? { currentFocus: focus } : {}),
    ...(goals.length > 0 ? { spiritualGoals: goals } : {}),
    totalReadings: Math.min(profile.totalReadings, CHAT_TOTAL_READINGS_MAX),
    ...(archetype ? { personalityArchetype: archetype } : {}),
  };
}

/** The last turns of the conversation before the new message, in order, each within its bound. */
export function historyOf(messages: readonly ChatMessage[]): ChatRequest['history'] {
  return messages
    .filter((message) => !message.isTyping)
    .map((message) => ({
      role: message.isUser ? ('user' as const) : ('assistant' as const),
      text: clip(multiline(message.text), CHAT_TURN_MAX_LENGTH),
    }))
    .filter((turn) => turn.text !== '')
    .slice(-CHAT_HISTORY_MAX_TURNS);
}

export interface ChatRequestInput {
  profile: Profile;
  personaId: PersonaId;
  message: string;
  /** The conversation before this message. */
  earlier: readonly ChatMessage[];
  date: IsoDate;
  birth?: BirthMoment;
}

/** What the browser sends for one chat turn: ids and bounded text only (never prompt text). */
export function toChatRequest({
  profile,
  personaId,
  message,
  earlier,
  date,
  birth,
}: ChatRequestInput): ChatRequest {
  return {
    feature: 'chat',
    personaId,
    message: clip(multiline(message), CHAT_REQUEST_MESSAGE_MAX_LENGTH),
    history: historyOf(earlier),
    date,
    profile: chatProfileOf(profile, birth),
  };
}
