import {
  type OracleWisdomTopicId,
  oracleWisdomTopicList,
} from '@core/features/dream-oracle/oracle-wisdom-topics';
import { TopicButtons } from '@/components/topic-buttons';

interface OracleWisdomProps {
  selected: OracleWisdomTopicId | null;
  onSelect(topic: OracleWisdomTopicId): void;
}

/** Tool spec §2: the Oracle's three wisdom topics, each asking for a reading. */
export function OracleWisdom({ selected, onSelect }: OracleWisdomProps) {
  return (
    <TopicButtons
      title="Oracle Wisdom"
      topics={oracleWisdomTopicList}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
