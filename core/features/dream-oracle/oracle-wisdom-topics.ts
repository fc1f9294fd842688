import type { DreamWisdomTopic } from '../../compose/dream/dream-wisdom-topic';

/** The Oracle's three wisdom topics (tool spec §2), in the spec's order. */
export const ORACLE_WISDOM_TOPIC_IDS = ['prophetic-visions', 'cosmic-symbols', 'dream-archetypes'] as const;
export type OracleWisdomTopicId = (typeof ORACLE_WISDOM_TOPIC_IDS)[number];

export const oracleWisdomTopics = {
  'prophetic-visions': {
    id: 'prophetic-visions',
    title: 'Prophetic Visions',
    emoji: '🔮',
    summary: 'Telling a dream that looks ahead from one that replays the past.',
  },
  'cosmic-symbols': {
    id: 'cosmic-symbols',
    title: 'Cosmic Symbols',
    emoji: '✨',
    summary: 'The planets and elements behind the images that visit you at night.',
  },
  'dream-archetypes': {
    id: 'dream-archetypes',
    title: 'Dream Archetypes',
    emoji: '👑',
    summary: 'The six kinds of dreamer, and how to grow the gifts of yours.',
  },
} as const satisfies { [Id in OracleWisdomTopicId]: DreamWisdomTopic<Id> };

export const oracleWisdomTopicList: readonly DreamWisdomTopic<OracleWisdomTopicId>[] =
  ORACLE_WISDOM_TOPIC_IDS.map((id) => oracleWisdomTopics[id]);
