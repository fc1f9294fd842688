import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../content/personas';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { composeChatReply } from './chat-reply';

/**
 * The composer budget for the offline chat: the same question asked by the twelve signs on one
 * day shares under 5 % of sentences, and one sign asking the same question day after day hears
 * no sentence again within 7 days.
 */
const QUESTIONS = [
  'Hello!',
  'What is a Taurus like?',
  'Will I find love?',
  'Should I change jobs?',
  'What should I focus on?',
];
const DATES = Array.from({ length: 12 }, (_, index) => addDays('2026-01-05', index * 61));

const reply = (
  message: string,
  sign: SignId,
  date: IsoDate,
  personaId = PERSONA_IDS[(DATES.indexOf(date) + 3) % 10],
) =>
  composeChatReply({
    feature: 'chat',
    personaId: personaId ?? 'luna',
    message,
    history: [],
    date,
    profile: { sign },
  });

describe('chat variety budget', () => {
  it.each(QUESTIONS)('"%s": the twelve signs share under 5 percent of sentences on each date', (question) => {
    const failures = DATES.flatMap((date) => {
      const stats = sharedSentenceRate(SIGN_IDS.map((sign) => reply(question, sign, date)));
      return stats.rate < 0.05
        ? []
        : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(QUESTIONS)('"%s": one sign and guide repeat no sentence within 7 days', (question) => {
    const failures = (['aries', 'cancer', 'libra', 'pisces'] as const).flatMap((sign) =>
      PERSONA_IDS.flatMap((personaId) => {
        const replies = Array.from({ length: 14 }, (_, day) =>
          reply(question, sign, addDays('2026-03-01', day), personaId),
        );
        const stats = repetitionWithin(replies, 7);
        return stats.repeats === 0
          ? []
          : [`${sign} with ${personaId}: ${stats.repeats}, e.g. ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('varies the order of the sentences from day to day', () => {
    const firstWords = new Set(
      Array.from(
        { length: 7 },
        (_, day) => reply('What should I focus on?', 'leo', addDays('2026-05-01', day), 'sage').split(' ')[0],
      ),
    );
    expect(firstWords.size).toBeGreaterThanOrEqual(3);
  });
});
