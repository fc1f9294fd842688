import { useId } from 'react';
import type { Sign } from '@core/content/signs';
import type { Archetype } from '@core/content/archetypes/archetype';
import { ChooseArchetypeButton } from './choose-archetype-button';

interface PrimaryArchetypePanelProps {
  sign: Sign;
  archetype: Archetype;
  chosen: boolean;
  onChoose(): void;
  onRead(): void;
}

/** Tool spec §2: the sign's primary archetype (the first whose zodiacSigns list the sign). */
export function PrimaryArchetypePanel({
  sign,
  archetype,
  chosen,
  onChoose,
  onRead,
}: PrimaryArchetypePanelProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="glass-card space-y-3 p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-violet-200">
        {sign.emoji} {sign.name}’s primary archetype
      </p>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-4xl leading-none">
          {archetype.symbol}
        </span>
        <div>
          <h2 id={titleId} className="font-display text-2xl font-semibold text-gold-100">
            {archetype.name}
          </h2>
          <p className="text-violet-200">{archetype.title}</p>
        </div>
      </div>
      <p className="text-sm leading-relaxed text-violet-50/95">{archetype.description}</p>
      <p className="text-sm text-violet-100/90">
        Element: <span className="capitalize">{archetype.element}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <ChooseArchetypeButton name={archetype.name} chosen={chosen} onChoose={onChoose} />
        <button
          type="button"
          onClick={onRead}
          className="min-h-11 rounded-full bg-gold-300 px-4 text-sm font-semibold text-night-950 hover:bg-gold-200"
        >
          Get Personal Reading<span className="sr-only"> for {archetype.name}</span>
        </button>
      </div>
    </section>
  );
}
