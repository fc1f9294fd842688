import {
  type JournalWisdomTopicId,
  journalWisdomTopicList,
} from '@core/features/dream-journal/journal-wisdom-topics';

interface WisdomTopicsProps {
  selected: JournalWisdomTopicId | null;
  onSelect(topic: JournalWisdomTopicId): void;
}

/** Tool spec §2: the journal's three clickable wisdom topics, each asking for a reading. */
export function WisdomTopics({ selected, onSelect }: WisdomTopicsProps) {
  return (
    <section aria-labelledby="dream-wisdom-heading">
      <h2 id="dream-wisdom-heading" className="mb-3 font-display text-lg font-semibold text-gold-200">
        Dream Wisdom
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {journalWisdomTopicList.map((topic) => (
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
