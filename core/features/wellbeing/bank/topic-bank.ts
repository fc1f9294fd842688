/**
 * One topic's own sentences. Each pool is dealt so that the twelve signs reading the topic on
 * one day never share an entry, which needs at least twelve entries per pool.
 */
export interface TopicBank {
  /** A practice for today: what to do and why it helps, in a sentence or two. */
  practices: readonly string[];
  /** One question to journal on or carry through the day. */
  questions: readonly string[];
  /** Only for the care topics: a kind sentence pointing to real help. */
  care?: readonly string[];
}
