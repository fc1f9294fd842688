import { describe, expect, it } from 'vitest';
import { PERSONA_IDS, type PersonaId, personas } from '../../content/personas';
import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import { BODY_NAMES } from '../../content/body-names';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { composeChatReply } from './chat-reply';

/**
 * The composer budget for the offline chat: the same message asked by the twelve signs on one
 * day shares at most 15 % of sentences once names and figures are masked (so a sentence that
 * only swaps the sign's name counts as shared), and one sign asking the same kind of question
 * on 30 consecutive days meets no exact sentence twice.
 */
const QUESTIONS = [
  'Hello!',
  'What is a Taurus like?',
  'Will I find love?',
  'Should I change jobs?',
  'What should I focus on?',
  'What does Mars mean for me?',
  'When does Mercury go retrograde?',
  'what about next week',
  'write me python code to sort a list',
  'I feel so stressed',
];
const DATES = Array.from({ length: 6 }, (_, index) => addDays('2026-01-05', index * 61));

const NAMES = [
  ...SIGN_IDS.map((id) => signs[id].name),
  ...Object.values(BODY_NAMES),
  ...PERSONA_IDS.map((id) => personas[id].name),
  'January|February|March|April|May|June|July|August|September|October|November|December',
  'Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec',
  'friend',
];
const NAME_PATTERN = new RegExp(`\\b(${NAMES.join('|')})\\b`, 'g');

/** A reply with sign, planet and guide names, house numbers, numbers and dates masked. */
const maskFigures = (reply: string) =>
  reply
    .replace(NAME_PATTERN, '#')
    .replace(/\b\d+(st|nd|rd|th)\b/g, '#')
    .replace(/\d+(\.\d+)?/g, '#')
    .replace(/\b(fire|earth|air|water)\b/gi, '#');

const reply = (
  message: string,
  sign: SignId,
  date: IsoDate,
  personaId: PersonaId = PERSONA_IDS[3] ?? 'aurora',
) => composeChatReply({ feature: 'chat', personaId, message, history: [], date, profile: { sign } });

describe('chat variety budget', () => {
  it.each(QUESTIONS)(
    '"%s": the twelve signs share at most 15 percent of masked sentences',
    (question) => {
      const failures = DATES.flatMap((date) => {
        const stats = sharedSentenceRate(SIGN_IDS.map((sign) => maskFigures(reply(question, sign, date))));
        return stats.rate <= 0.15
          ? []
          : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
    60_000,
  );

  it.each(QUESTIONS)(
    '"%s": one sign meets no sentence twice in 30 days',
    (question) => {
      const failures = (['aries', 'libra'] as const).flatMap((sign) =>
        (['orion', 'raven'] as const).flatMap((personaId) => {
          const replies = Array.from({ length: 30 }, (_, day) =>
            reply(question, sign, addDays('2026-03-01', day), personaId),
          );
          const stats = repetitionWithin(replies, 30);
          return stats.repeats === 0
            ? []
            : [`${sign}/${personaId}: ${stats.repeats}, e.g. ${stats.examples.join(' | ')}`];
        }),
      );
      expect(failures, failures.join('\n')).toEqual([]);
    },
    60_000,
  );
});
