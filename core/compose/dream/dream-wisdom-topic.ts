/**
 * One of a dream page's three wisdom topics (tool spec §2): the journal and the Oracle each name
 * their own three in this shape, and both ask for a reading when one is pressed.
 */
export interface DreamWisdomTopic<Id extends string = string> {
  id: Id;
  title: string;
  emoji: string;
  /** What the topic's card says before it is opened. */
  summary: string;
}
