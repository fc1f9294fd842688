import { useState } from 'react';
import { pickRandomPersona } from '@core/content/personas';

/** One of the ten astrologer guides, chosen at random on each visit (spec §2 Home). */
export function PersonaCard() {
  const [persona] = useState(() => pickRandomPersona());
  return (
    <section aria-labelledby="persona-name" className="glass-card p-5">
      <div className="flex items-center gap-4">
        <div
          aria-hidden="true"
          className={`flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-3xl shadow-lg ${persona.accent}`}
        >
          {persona.avatar}
        </div>
        <div>
          <p className="text-xs uppercase tracking-widest text-violet-300">Your guide today</p>
          <h2 id="persona-name" className="text-xl font-bold text-gold-200">
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
    </section>
  );
}
