import { useId } from 'react';
import { ELEMENTS } from '@core/content/signs';
import { elementWisdom } from '@core/features/astro-yoga/element-wisdom';

/** Tool spec §2: the footer block of wisdom per element. */
export function ElementWisdomFooter() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="glass-card p-4">
      <h2 id={titleId} className="mb-3 font-display text-xl font-semibold text-gold-200">
        Elemental Yoga Wisdom
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {ELEMENTS.map((element) => {
          const wisdom = elementWisdom[element];
          return (
            <li key={element}>
              <h3 className="flex items-center gap-2 font-semibold text-gold-100">
                <span aria-hidden="true">{wisdom.icon}</span>
                {wisdom.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-violet-50/95">{wisdom.wisdom}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
