import { planetNames } from '../../content/body-names';
import { SIGN_IDS, type Sign, type SignId, signs } from '../../content/signs';
import type { IsoDate } from '../../time/calendar-date';
import { createFrameVoice } from '../frame-dealer';
import { dayTurn } from '../sign-dealer';
import { seatingOrder } from '../line-dealer';
import type { DreamVoiceBank } from './dream-bank';
import { type PhrasePools, phraseAt } from './dream-phrase';

/**
 * One dream reading as it is written. Clauses come from phrase pools (see `dream-phrase`) and
 * sit in frames dealt for the sign and the day (see `frame-dealer`), the frames taking places
 * through the reading. Two kinds of clause:
 *
 * - shared: what an item means (a symbol, the day's wisdom), the same for every sign on a day
 *   and stepping one combination a day; the sign's frame makes the sentence its own;
 * - own: whole lines each sign gets for itself (opening, step, question, affirmation): the
 *   twelve signs sit five combinations apart, so pools of 63 give no two signs one line on a
 *   day and one sign no line twice in 63 days.
 *
 * A page with tabs (the three wisdom topics) passes the tab's index: the tab starts at its own
 * place and its own index, so one sign's tabs share no sentence on a day.
 */
export interface DreamVoice<TopicId extends string> {
  readonly reader: Sign;
  /** Days since the epoch: what the day-stepping choices turn on. */
  readonly day: number;
  /** The clause in the frame of the reading's next place. */
  framed(clause: string): string;
  /** The same choice for every sign on a day, stepping each day (headings, outline). */
  daily<T>(items: readonly T[], name: string): T;
  /** The day's shared clause from `pools`; `step` sets it apart from the reading's others. */
  shared(pools: PhrasePools, name: string, step?: number): string;
  /** The sign's own clause from `pools` today. */
  own(pools: PhrasePools, name: string): string;
  /** The sign's opening, framed. */
  opening(): string;
  /** The day's clause for the reader's element, framed. */
  element(): string;
  /** The sign's wisdom practice, framed. */
  practice(): string;
  /** An analysis's close: the element and one step, then a question and the affirmation. */
  analysisClose(): string[];
  /** The sign's question, as a sentence. */
  question(): string;
  /** The affirmation, in italics. */
  affirmation(): string;
  /** A wisdom reading's heading, then the topic's four clauses of the day, each framed. */
  wisdom(topic: TopicId): { heading: string; clauses: string[] };
}

const sentence = (clause: string, stop: string) =>
  `${clause.charAt(0).toUpperCase()}${clause.slice(1)}${stop}`;

export function createDreamVoice<TopicId extends string>(
  bank: DreamVoiceBank<TopicId>,
  { sign, date, tab = 0 }: { sign: SignId; date: IsoDate; tab?: number },
): DreamVoice<TopicId> {
  const reader = signs[sign];
  const day = dayTurn(date);
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
  let place = tab * 10;
  const framed = (clause: string) => voice.framed(bank.frames, clause, place++);
  const shared = (pools: PhrasePools, name: string, step = 0) =>
    phraseAt(pools, day + step + tab * 5, `${bank.salt}|${name}`);
  const own = (pools: PhrasePools, name: string) => {
    const salt = `${bank.salt}|${name}`;
    const seat = seatingOrder(SIGN_IDS, salt).indexOf(sign);
    return phraseAt(pools, day + seat * 5 + tab * 21, salt);
  };
  const element = () => framed(shared(bank.element[reader.element], `element|${reader.element}`));
  const affirmation = () => `*${sentence(own(bank.affirmations, 'affirmation'), '.')}*`;
  const question = () => sentence(own(bank.questions, 'question'), '?');
  return {
    reader,
    day,
    framed,
    daily: voice.daily,
    shared,
    own,
    opening: () => framed(own(bank.opening, 'opening')),
    element,
    practice: () => framed(own(bank.wisdomPractice, 'practice')),
    analysisClose: () => [`${element()} ${framed(own(bank.advice, 'advice'))}`, question(), affirmation()],
    question,
    affirmation,
    wisdom: (topicId) => {
      const topic = bank.topics[topicId];
      const pools = bank.wisdom[topicId];
      const clauses = [0, 1, 2, 3].map((slot) =>
        framed(phraseAt(pools, day * 4 + slot, `${bank.salt}|wisdom|${topicId}`)),
      );
      return { heading: `### ${topic.emoji} ${topic.title} for ${reader.name}`, clauses };
    },
  };
}
