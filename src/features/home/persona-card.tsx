import { type Persona, personaList } from '@core/content/personas';
import { useVisitPersona } from '@/lib/personas/use-visit-persona';

/**
 * One of the ten astrologer guides, chosen at random on each visit (spec §2 Home). The pick
 * happens in the browser after hydration; all ten cards share one grid cell, every one but the
 * chosen hidden, so the card is as tall as the tallest guide from the first paint on and the
 * page below it never moves when the guide appears.
 */
export function PersonaCard() {
  const chosen = useVisitPersona();
  return (
    <section
      aria-labelledby={chosen ? `persona-name-${chosen.id}` : undefined}
      aria-label={chosen ? undefined : 'Your guide today'}
      className="glass-card grid p-5"
    >
      {personaList.map((persona) => (
        <PersonaDetails key={persona.id} persona={persona} shown={persona.id === chosen?.id} />
      ))}
    </section>
  );
}

function PersonaDetails({ persona, shown }: { persona: Persona; shown: boolean }) {
  return (
    // The cell is as tall as the tallest guide; a shorter one spreads the spare height between its
    // parts (a flex column with space between) instead of ending in an empty band (issue 26 §17).
    <div
      aria-hidden={!shown}
      inert={!shown}
      className={`flex flex-col justify-between [grid-area:1/1] ${shown ? '' : 'invisible'}`}
    >
      <div className="flex items-center gap-4">
        <div
          aria-hidden="true"
          className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-3xl shadow-lg ${persona.accent}`}
        >
          {persona.avatar}
        </div>
        <div>
          <p className="text-xs uppercase tracking-widest text-violet-300">Your guide today</p>
          <h2 id={`persona-name-${persona.id}`} className="text-xl font-bold text-gold-200">
            {persona.name}
          </h2>
          <p className="text-sm text-violet-200">{persona.title}</p>
        </div>
      </div>
      <p className="mt-4 text-violet-50">{persona.greeting}</p>
      <p className="mt-2 text-sm text-violet-200">
        <span className="font-semibold text-violet-100">Specialty:</span> {persona.specialty}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${persona.name}'s expertise`}>
        {persona.expertise.map((item) => (
          <li
            key={item}
            className="rounded-full border border-violet-400/30 bg-violet-900/40 px-3 py-1 text-xs"
          >
            {item}
          </li>
        ))}
      </ul>
      <blockquote className="mt-4 border-l-2 border-gold-300/60 pl-3 text-sm italic text-violet-200">
        “{persona.mysticalQuote}”
      </blockquote>
    </div>
  );
}
