import type { DreamWisdomTopic } from '@core/compose/dream/dream-wisdom-topic';
import { TopicButtons } from '@/components/topic-buttons';

interface DreamWisdomTopicsProps<Id extends string> {
  /** 'Dream Wisdom' on the journal, 'Oracle Wisdom' on the Oracle. */
  title: string;
  topics: readonly DreamWisdomTopic<Id>[];
  selected: Id | null;
  onSelect(topic: Id): void;
}

/** Tool spec §2: a dream page's three clickable wisdom topics, each asking for a reading. */
export function DreamWisdomTopics<Id extends string>({
  title,
  topics,
  selected,
  onSelect,
}: DreamWisdomTopicsProps<Id>) {
  return <TopicButtons title={title} topics={topics} selected={selected} onSelect={onSelect} />;
}
