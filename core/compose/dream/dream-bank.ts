import type { Element } from '../../content/signs';
import type { PhrasePools } from './dream-phrase';
import type { DreamWisdomTopic } from './dream-wisdom-topic';

/**
 * Everything a dream page's offline voice deals the same way (`dream-voice.ts`); each page
 * writes its own words. Every pool here is a `PhrasePools`: parts that join into one
 * lowercase clause without a full stop, so it reads in every frame, and whose pairwise coprime
 * sizes multiply into the number of different clauses it writes.
 */
export interface DreamVoiceBank<TopicId extends string> {
  /** Names the page's pools, so the two pages deal their sentences in different orders. */
  salt: string;
  /**
   * The frames each clause is set in: one `{clause}` each, plus the reader's sign slots. A
   * prime number of them (31), so a clause dealt on a shorter cycle meets a new frame for months.
   */
  frames: readonly string[];
  /** How an analysis opens; each sign its own (63 or more combinations). */
  opening: PhrasePools;
  /** The reader's element, read into the dream; all signs of an element share the day's clause. */
  element: Readonly<Record<Element, PhrasePools>>;
  /** The one waking step an analysis closes with; each sign its own. */
  advice: PhrasePools;
  /** Whole questions (each part lowercase, the first capitalised by the voice); each sign its own. */
  questions: PhrasePools;
  /** Whole affirmations; each sign its own. */
  affirmations: PhrasePools;
  /** Each wisdom topic's clauses: four a day, the day's four shared by every sign. */
  wisdom: Readonly<Record<TopicId, PhrasePools>>;
  /** The wisdom reading's practice: no dream is on the table, so it speaks of dreams to come. */
  wisdomPractice: PhrasePools;
  topics: Readonly<Record<TopicId, DreamWisdomTopic<TopicId>>>;
}
