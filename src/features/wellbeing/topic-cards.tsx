import {
  WELLBEING_CATEGORIES,
  type WellbeingTopicId,
  wellbeingCategoryTitles,
  wellbeingTopicList,
} from '@core/features/wellbeing/wellbeing-topics';

interface TopicCardsProps {
  selected: WellbeingTopicId | null;
  onSelect(topic: WellbeingTopicId): void;
}

/** The nine topics (tool spec §2) in their three groups, as toggle buttons that ask for guidance. */
export function TopicCards({ selected, onSelect }: TopicCardsProps) {
  return (
    <section aria-labelledby="wellbeing-topics-title">
      <h2 id="wellbeing-topics-title" className="mb-3 font-display text-lg font-semibold text-gold-200">
        Choose a topic
      </h2>
      <div className="space-y-5">
        {WELLBEING_CATEGORIES.map((category) => (
          <div key={category} role="group" aria-labelledby={`wellbeing-group-${category}`}>
            <h3
              id={`wellbeing-group-${category}`}
              className="mb-2 text-sm font-semibold uppercase tracking-wide text-violet-200"
            >
              {wellbeingCategoryTitles[category]}
            </h3>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {wellbeingTopicList
                .filter((topic) => topic.category === category)
                .map((topic) => {
                  const isSelected = topic.id === selected;
                  return (
                    <li key={topic.id} className="flex">
                      <button
                        type="button"
                        aria-pressed={isSelected}
                        onClick={() => onSelect(topic.id)}
                        className={`flex w-full items-start gap-3 rounded-2xl border p-3 text-left transition-colors ${
                          isSelected
                            ? 'border-gold-300 bg-gold-300/15 shadow-lg shadow-gold-300/20'
                            : 'border-white/10 bg-white/5 hover:border-violet-300/50 hover:bg-white/10'
                        }`}
                      >
                        <span aria-hidden="true" className="text-2xl leading-none">
                          {topic.emoji}
                        </span>
                        <span className="flex flex-col">
                          <span className="font-semibold text-gold-100">{topic.title}</span>
                          <span className="mt-0.5 text-xs leading-snug text-violet-200/90">
                            {topic.description}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
