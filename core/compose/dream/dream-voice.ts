import { planetNames } from '../../content/body-names';
import { type Sign, type SignId, signs } from '../../content/signs';
import type { IsoDate } from '../../time/calendar-date';
import { createFrameVoice } from '../frame-dealer';
import type { DreamVoiceBank } from './dream-bank';

/**
 * One dream reading as it is written: each clause sits in a frame dealt for the sign and the day
 * (see `frame-dealer`), the frames taking places 0, 1, 2… through the reading, so the twelve
 * signs reading the same dream share no sentence and a sign re-reading it repeats none within
 * the week. The journal and the Oracle compose their own sections around these shared parts.
 */
export interface DreamVoice<TopicId extends string> {
  readonly reader: Sign;
  /** The clause in the frame of the reading's next place. */
  framed(clause: string): string;
  /** The same choice for every sign on a day, stepping each day. */
  daily<T>(items: readonly T[], name: string): T;
  /** The day's opening clause, framed. */
  opening(): string;
  /** The day's clause for the reader's element, framed. */
  element(): string;
  /** The day's wisdom practice, framed. */
  practice(): string;
  /** An analysis's close: the element and one step, then a question and the affirmation. */
  analysisClose(): string[];
  /** The affirmation, in italics. */
  affirmation(): string;
  /**
   * A wisdom reading's start: its heading, then four of the topic's five clauses (a different
   * one left out each day), two as prose and two as bullets. Each clause keeps its own place,
   * so its frame, not its neighbour's, moves on day by day; the reading goes on after them.
   */
  wisdom(topic: TopicId): string[];
}

export function createDreamVoice<TopicId extends string>(
  bank: DreamVoiceBank<TopicId>,
  { sign, date }: { sign: SignId; date: IsoDate },
): DreamVoice<TopicId> {
  const reader = signs[sign];
  const voice = createFrameVoice({
    salt: bank.salt,
    sign,
    date,
    slots: {
      sign: reader.name,
      element: reader.element,
      modality: reader.modality,
      ruler: planetNames[reader.ruler],
    },
  });
  let place = 0;
  const framed = (clause: string) => voice.framed(bank.frames, clause, place++);
  const element = () => framed(voice.daily(bank.clauses.element[reader.element], 'element'));
  const affirmation = () => `*${voice.everySign(bank.affirmations, 'affirmation')}*`;
  return {
    reader,
    framed,
    daily: voice.daily,
    opening: () => framed(voice.daily(bank.clauses.opening, 'opening')),
    element,
    practice: () => framed(voice.daily(bank.clauses.wisdomPractice, 'practice')),
    analysisClose: () => [
      `${element()} ${framed(voice.daily(bank.clauses.advice, 'advice'))}`,
      voice.everySign(bank.questions, 'question'),
      affirmation(),
    ],
    affirmation,
    wisdom: (topicId) => {
      const topic = bank.topics[topicId];
      const clauses = bank.clauses.wisdom[topicId];
      const left = voice.daily(clauses, `wisdom|${topicId}`);
      const chosen = clauses.flatMap((clause, index) =>
        clause === left ? [] : [voice.framed(bank.frames, clause, index)],
      );
      place = clauses.length;
      return [
        `### ${topic.emoji} ${topic.title} for ${reader.name}`,
        chosen.slice(0, 2).join(' '),
        `- ${chosen.slice(2).join('\n- ')}`,
      ];
    },
  };
}
