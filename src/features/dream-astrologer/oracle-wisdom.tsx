import {
  type OracleWisdomTopicId,
  oracleWisdomTopicList,
} from '@core/features/dream-oracle/oracle-wisdom-topics';

interface OracleWisdomProps {
  selected: OracleWisdomTopicId | null;
  onSelect(topic: OracleWisdomTopicId): void;
}

/** Tool spec §2: the Oracle's three wisdom topics, each asking for a reading. */
export function OracleWisdom({ selected, onSelect }: OracleWisdomProps) {
  return (
    <section aria-labelledby="oracle-wisdom-heading">
      <h2 id="oracle-wisdom-heading" className="mb-3 font-display text-lg font-semibold text-gold-200">
        Oracle Wisdom
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {oracleWisdomTopicList.map((topic) => (
          <li key={topic.id} className="flex">
            <button
              type="button"
              aria-pressed={selected === topic.id}
              onClick={() => onSelect(topic.id)}
              className={`flex w-full items-start gap-3 rounded-2xl border p-3 text-left transition-colors ${
                selected === topic.id
                  ? 'border-gold-300 bg-gold-300/15'
                  : 'border-white/10 bg-white/5 hover:border-violet-300/50'
              }`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                {topic.emoji}
              </span>
              <span className="flex flex-col">
                <span className="font-semibold text-gold-100">{topic.title}</span>
                <span className="mt-0.5 text-xs text-violet-200">{topic.summary}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
