import { palmistryWisdom } from '@core/features/palmistry/palmistry-wisdom';

/** Tool spec §2: the closing Ancient Palmistry Wisdom section, three items. */
export function PalmistryWisdomSection() {
  return (
    <section aria-labelledby="palmistry-wisdom" className="glass-card p-4">
      <h2 id="palmistry-wisdom" className="mb-3 font-display text-xl font-semibold text-gold-200">
        Ancient Palmistry Wisdom
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {palmistryWisdom.map((item) => (
          <li key={item.title}>
            <h3 className="font-semibold text-gold-100">
              <span aria-hidden="true">{item.emoji} </span>
              {item.title}
            </h3>
            <p className="mt-1 text-sm text-violet-100/90">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
