import type { DreamWisdomTopic } from '../../compose/dream/dream-wisdom-topic';

/** The journal's three dream wisdom topics (tool spec §2), in the spec's order. */
export const JOURNAL_WISDOM_TOPIC_IDS = [
  'subconscious-messages',
  'astrological-influence',
  'spiritual-growth',
] as const;
export type JournalWisdomTopicId = (typeof JOURNAL_WISDOM_TOPIC_IDS)[number];

export const journalWisdomTopics = {
  'subconscious-messages': {
    id: 'subconscious-messages',
    title: 'Subconscious Messages',
    emoji: '🧠',
    summary: 'How the sleeping mind speaks in pictures, and how to listen.',
  },
  'astrological-influence': {
    id: 'astrological-influence',
    title: 'Astrological Influence',
    emoji: '🪐',
    summary: 'How your sign and tonight’s Moon colour the dreams you have.',
  },
  'spiritual-growth': {
    id: 'spiritual-growth',
    title: 'Spiritual Growth',
    emoji: '🌱',
    summary: 'Using what your dreams show you to grow a little each day.',
  },
} as const satisfies { [Id in JournalWisdomTopicId]: DreamWisdomTopic<Id> };

export const journalWisdomTopicList: readonly DreamWisdomTopic<JournalWisdomTopicId>[] =
  JOURNAL_WISDOM_TOPIC_IDS.map((id) => journalWisdomTopics[id]);
