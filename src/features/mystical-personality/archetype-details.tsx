import type { Archetype } from '@core/content/archetypes/archetype';
import { archetypeSummary } from './archetype-summary';

const LISTS = [
  ['Mystical powers', 'mysticalPowers'],
  ['Spiritual gifts', 'spiritualGifts'],
  ['Shadow aspects', 'shadowAspects'],
  ['Sacred symbols', 'sacredSymbols'],
  ['Ritual tools', 'ritualTools'],
] as const satisfies readonly (readonly [string, keyof Archetype])[];

/** What Learn More shows: the rest of the portrait, the lists, meditation and affirmation (spec §3). */
export function ArchetypeDetails({ archetype }: { archetype: Archetype }) {
  const { rest } = archetypeSummary(archetype.description);
  return (
    <div className="space-y-3">
      {rest ? <p>{rest}</p> : null}
      {LISTS.map(([label, field]) => (
        <section key={field} aria-label={label}>
          <h4 className="font-semibold text-gold-100">{label}</h4>
          <ul className="ml-5 list-disc space-y-0.5">
            {archetype[field].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-label="Meditation">
        <h4 className="font-semibold text-gold-100">Meditation</h4>
        <p>{archetype.meditation}</p>
      </section>
      <section aria-label="Affirmation">
        <h4 className="font-semibold text-gold-100">Affirmation</h4>
        <p className="italic">{archetype.affirmation}</p>
      </section>
    </div>
  );
}
