import type { DreamArchetype } from '@core/features/dream-oracle/dream-archetypes';
import { signs } from '@core/content/signs';
import { styleRef } from '@/lib/dom/style-ref';

/** Tool spec §2: the "Your Dream Archetype Revealed" card, chosen by the rules of §4. */
export function ArchetypeCard({ archetype }: { archetype: DreamArchetype }) {
  return (
    <section
      aria-labelledby="archetype-heading"
      className="glass-card border-l-4 px-4 py-5"
      ref={styleRef({ borderLeftColor: archetype.color })}
    >
      <h2 id="archetype-heading" className="font-display text-lg font-semibold text-gold-200">
        Your Dream Archetype Revealed
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <span aria-hidden="true" className="text-4xl leading-none">
          {archetype.icon}
        </span>
        <div>
          <h3 className="text-xl font-semibold text-gold-100">{archetype.name}</h3>
          <p className="text-sm italic text-violet-200">{archetype.title}</p>
        </div>
      </div>
      <p className="mt-3 leading-relaxed text-violet-50">{archetype.description}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-gold-100">Dream types</dt>
          <dd className="text-violet-100">{archetype.dreamTypes.join(' · ')}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gold-100">Spiritual gifts</dt>
          <dd className="text-violet-100">{archetype.spiritualGifts.join(' · ')}</dd>
        </div>
        <div>
          <dt className="font-semibold text-gold-100">Signs</dt>
          <dd className="text-violet-100">
            {archetype.zodiacSigns.map((sign) => signs[sign].name).join(' · ')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
