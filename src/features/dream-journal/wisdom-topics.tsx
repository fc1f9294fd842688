import {
  type JournalWisdomTopicId,
  journalWisdomTopicList,
} from '@core/features/dream-journal/journal-wisdom-topics';
import { TopicButtons } from '@/components/topic-buttons';

interface WisdomTopicsProps {
  selected: JournalWisdomTopicId | null;
  onSelect(topic: JournalWisdomTopicId): void;
}

/** Tool spec §2: the journal's three clickable wisdom topics, each asking for a reading. */
export function WisdomTopics({ selected, onSelect }: WisdomTopicsProps) {
  return (
    <TopicButtons
      title="Dream Wisdom"
      topics={journalWisdomTopicList}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
