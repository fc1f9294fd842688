import { WELLBEING_BOUNDARY } from '@core/features/wellbeing/wellbeing-topics';
import { wellbeingWisdom } from '@core/features/wellbeing/wellbeing-wisdom';

/** The generic wisdom panel after the topics (tool spec §2), and what this page is not. */
export function WisdomPanel() {
  return (
    <section aria-labelledby="wellbeing-wisdom-title" className="glass-card px-4 py-5">
      <h2 id="wellbeing-wisdom-title" className="font-display text-lg font-semibold text-gold-200">
        Wisdom for every sign
      </h2>
      <ul className="mt-3 space-y-4">
        {wellbeingWisdom.map((item) => (
          <li key={item.title} className="flex gap-3">
            <span aria-hidden="true" className="text-2xl leading-none">
              {item.emoji}
            </span>
            <div>
              <h3 className="font-semibold text-gold-100">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-violet-100/90">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-white/10 pt-3 text-xs leading-relaxed text-violet-200/90">
        {WELLBEING_BOUNDARY}
      </p>
    </section>
  );
}
