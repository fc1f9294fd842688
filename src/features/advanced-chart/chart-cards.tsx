import { useId } from 'react';
import {
  CHART_CATEGORIES,
  type ChartCategory,
  type ChartType,
  type ChartTypeId,
  chartHints,
  chartTypeList,
} from '@core/features/advanced-chart/chart-types';

/** Headings and accent classes per group; the CSP forbids the table's hex colour as a style. */
const CATEGORY_LOOK = {
  relationship: {
    heading: 'Relationship Charts',
    emoji: '💞',
    card: 'border-pink-400/35 hover:border-pink-300/70',
    pressed: 'border-pink-300 bg-pink-400/15',
    hint: 'bg-pink-400/15 text-pink-100',
  },
  personal: {
    heading: 'Personal Charts',
    emoji: '🌱',
    card: 'border-violet-400/35 hover:border-violet-300/70',
    pressed: 'border-violet-300 bg-violet-400/15',
    hint: 'bg-violet-400/15 text-violet-100',
  },
  specialized: {
    heading: 'Specialized Charts',
    emoji: '🧭',
    card: 'border-teal-400/35 hover:border-teal-300/70',
    pressed: 'border-teal-300 bg-teal-400/15',
    hint: 'bg-teal-400/15 text-teal-100',
  },
} as const satisfies Record<
  ChartCategory,
  { heading: string; emoji: string; card: string; pressed: string; hint: string }
>;

interface ChartCardsProps {
  /** The chart type chosen, marked pressed. */
  chosenChart: ChartTypeId | null;
  onChoose(type: ChartType): void;
}

/**
 * The ten chart cards in their three groups (tool spec §2, §3): the page's first question, so
 * the form below can ask only for what the chosen chart needs (issue 26 item 5).
 */
export function ChartCards({ chosenChart, onChoose }: ChartCardsProps) {
  return (
    <div className="space-y-6">
      {CHART_CATEGORIES.map((category) => (
        <ChartGroup
          key={category}
          category={category}
          types={chartTypeList.filter((type) => type.category === category)}
          chosenChart={chosenChart}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}

function ChartGroup({
  category,
  types,
  ...cardProps
}: ChartCardsProps & { category: ChartCategory; types: ChartType[] }) {
  const headingId = useId();
  const look = CATEGORY_LOOK[category];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-display text-xl font-semibold text-gold-200">
        <span aria-hidden="true">{look.emoji} </span>
        {look.heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {types.map((type) => (
          <li key={type.id}>
            <ChartCard type={type} {...cardProps} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChartCard({ type, chosenChart, onChoose }: ChartCardsProps & { type: ChartType }) {
  const look = CATEGORY_LOOK[type.category];
  const pressed = chosenChart === type.id;
  return (
    <button
      type="button"
      data-chart={type.id}
      aria-pressed={pressed}
      onClick={() => onChoose(type)}
      className={`glass-card flex h-full w-full flex-col items-start gap-2 border p-4 text-left transition ${
        pressed ? look.pressed : look.card
      }`}
    >
      {/* The name is the card's whole visible text (title, description, hints): WCAG 2.5.3. */}
      <span className="font-display text-lg font-semibold text-gold-100">{type.title}</span>
      <span className="flex flex-col gap-2">
        <span className="text-sm text-violet-100/90">{type.description}</span>
        <span className="flex flex-wrap gap-1.5">
          {chartHints(type).map((hint) => (
            <span key={hint} className={`rounded-full px-2 py-0.5 text-xs font-medium ${look.hint}`}>
              {hint}
            </span>
          ))}
        </span>
      </span>
    </button>
  );
}
