import type { Element } from '../../content/signs';
import type { DreamWisdomTopic } from './dream-wisdom-topic';

/**
 * The clauses both dream composers deal the same way (`dream-voice.ts`); each page writes its
 * own sentences. A clause is a lowercase independent clause without a full stop, so it reads in
 * every one of the page's frames.
 */
export interface DreamClauseBank<TopicId extends string> {
  /** How an analysis opens; one a day. */
  opening: readonly string[];
  /** The reader's element, read into the dream; one a day. */
  element: Readonly<Record<Element, readonly string[]>>;
  /** The one waking step an analysis closes with; one a day. */
  advice: readonly string[];
  /** Each wisdom topic's five clauses; the reading leaves a different one out each day. */
  wisdom: Readonly<Record<TopicId, readonly string[]>>;
  /** The wisdom reading's practice: no dream is on the table, so it speaks of dreams to come. */
  wisdomPractice: readonly string[];
}

/** Everything a dream page's offline voice needs besides its own items. */
export interface DreamVoiceBank<TopicId extends string> {
  /** Names the page's pools, so the two pages deal their sentences in different orders. */
  salt: string;
  /** The frames each clause is set in: one `{clause}` each, plus the reader's sign slots. */
  frames: readonly string[];
  /** Whole sentences the twelve signs of a day share out (twelve or more each). */
  questions: readonly string[];
  affirmations: readonly string[];
  clauses: DreamClauseBank<TopicId>;
  topics: Readonly<Record<TopicId, DreamWisdomTopic<TopicId>>>;
}
