import { useId } from 'react';
import { type Persona, type PersonaId, isPersonaId, personaList } from '@core/content/personas';

interface PersonaHeaderProps {
  persona: Persona;
  /** Holds the place, invisible, until the visit's guide is picked in the browser. */
  concealed?: boolean;
  onChange(id: PersonaId): void;
  disabled: boolean;
}

/** Spec §2 Chat: the guide of this visit, chosen at random, with a way to talk to another. */
export function PersonaHeader({ persona, concealed = false, onChange, disabled }: PersonaHeaderProps) {
  const selectId = useId();
  return (
    <section aria-labelledby="chat-persona-name" className="glass-card p-4">
      <div aria-hidden={concealed} className={`flex items-center gap-3 ${concealed ? 'invisible' : ''}`}>
        <div
          aria-hidden="true"
          className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-2xl shadow-lg ${persona.accent}`}
        >
          {persona.avatar}
        </div>
        <div className="min-w-0">
          <h2 id="chat-persona-name" className="text-lg font-bold text-gold-200">
            {persona.name}
          </h2>
          {/* Two lines reserved: guides' titles differ in length, and the page must not move. */}
          <p className="min-h-10 text-sm text-violet-200">
            {persona.title} · {persona.specialty}
          </p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2 text-sm">
        <label htmlFor={selectId} className="text-violet-200">
          Talk with
        </label>
        <select
          id={selectId}
          value={persona.id}
          disabled={disabled}
          onChange={(event) => {
            if (isPersonaId(event.target.value)) onChange(event.target.value);
          }}
          className="min-w-0 flex-1 rounded-lg border border-white/15 bg-violet-950/80 px-2 py-1.5 text-violet-50 disabled:opacity-60"
        >
          {personaList.map((option) => (
            <option key={option.id} value={option.id}>
              {option.avatar} {option.name}, {option.title}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
