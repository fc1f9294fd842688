import { useId } from 'react';
import { styleRef } from '@/lib/dom/style-ref';

export interface TopicButton<Id extends string> {
  id: Id;
  emoji: string;
  title: string;
  summary: string;
  /** An accent colour drawn as the button's left edge (the diet topics' colours). */
  color?: string;
}

interface TopicButtonsProps<Id extends string> {
  title: string;
  topics: readonly TopicButton<Id>[];
  selected: Id | null;
  onSelect(topic: Id): void;
  /** Three topics sit in one row from small screens up; six take two, then three per row. */
  layout?: 'row' | 'grid';
}

const LAYOUTS = { row: 'sm:grid-cols-3', grid: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

/**
 * A titled set of topics that each ask for a reading (the dream pages' wisdom topics, the diet's
 * nutritional focus): toggle buttons, pressed while their reading is the one shown.
 */
export function TopicButtons<Id extends string>({
  title,
  topics,
  selected,
  onSelect,
  layout = 'row',
}: TopicButtonsProps<Id>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sky-scrim mb-3 font-display text-lg font-semibold text-gold-200">
        {title}
      </h2>
      <ul className={`grid grid-cols-1 gap-3 ${LAYOUTS[layout]}`}>
        {topics.map((topic) => (
          <li key={topic.id} className="flex">
            <button
              type="button"
              aria-pressed={selected === topic.id}
              onClick={() => onSelect(topic.id)}
              ref={topic.color ? styleRef({ borderLeftColor: topic.color }) : undefined}
              className={`sky-tile flex w-full items-start gap-3 rounded-2xl border p-3 text-left transition-colors ${
                topic.color ? 'border-l-4' : ''
              } ${selected === topic.id ? 'border-gold-300' : 'border-white/10 hover:border-violet-300/50'}`}
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
