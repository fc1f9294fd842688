import {
  type WisdomEntry,
  elementalDietWisdom,
  fiveElementsDietWisdom,
  lunarNutritionCalendar,
} from '@core/features/zodiac-diet/diet-wisdom';
import { dietElementColor } from '@core/features/zodiac-diet/diet-elements';
import { styleRef } from '@/lib/dom/style-ref';

const SECTIONS = [
  { id: 'elemental', title: 'Elemental Diet Wisdom', entries: elementalDietWisdom },
  { id: 'lunar', title: 'Lunar Nutrition Calendar', entries: lunarNutritionCalendar },
  { id: 'five-elements', title: 'Chinese Five Elements Diet Wisdom', entries: fiveElementsDietWisdom },
] as const satisfies readonly { id: string; title: string; entries: readonly WisdomEntry[] }[];

/** Tool spec §2: the three static sections at the foot of the page. */
export function DietWisdomSections() {
  return (
    <div className="space-y-8">
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`diet-wisdom-${section.id}`}>
          <h2
            id={`diet-wisdom-${section.id}`}
            className="mb-3 font-display text-xl font-semibold text-gold-200"
          >
            {section.title}
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {section.entries.map((entry) => (
              <li
                key={entry.id}
                className="glass-card border-l-4 px-4 py-3"
                ref={styleRef({ borderLeftColor: dietElementColor(entry.id) })}
              >
                <h3 className="font-semibold text-gold-100">
                  <span aria-hidden="true">{entry.icon}</span> {entry.title}
                </h3>
                <p className="mt-1 text-sm text-violet-50">{entry.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
