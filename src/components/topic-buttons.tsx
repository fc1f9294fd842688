import { useId } from 'react';

export interface TopicButton<Id extends string> {
  id: Id;
  emoji: string;
  title: string;
  summary: string;
}

interface TopicButtonsProps<Id extends string> {
  title: string;
  topics: readonly TopicButton<Id>[];
  selected: Id | null;
  onSelect(topic: Id): void;
}

/**
 * A titled row of topics that each ask for a reading (the dream pages' wisdom topics): toggle
 * buttons, pressed while their reading is the one shown.
 */
export function TopicButtons<Id extends string>({
  title,
  topics,
  selected,
  onSelect,
}: TopicButtonsProps<Id>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-display text-lg font-semibold text-gold-200">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {topics.map((topic) => (
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
