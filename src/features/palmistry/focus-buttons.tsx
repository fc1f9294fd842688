import { type PalmFocusColor, type PalmFocusId, palmFocusList } from '@core/features/palmistry/palm-foci';

interface FocusButtonsProps {
  selected: PalmFocusId | null;
  onSelect(id: PalmFocusId): void;
  busy: boolean;
}

const TINTS = {
  violet: 'border-violet-300/40 bg-violet-500/15',
  sky: 'border-sky-300/40 bg-sky-500/15',
  rose: 'border-rose-300/40 bg-rose-500/15',
  amber: 'border-amber-300/40 bg-amber-500/15',
  emerald: 'border-emerald-300/40 bg-emerald-500/15',
  indigo: 'border-indigo-300/40 bg-indigo-500/15',
} as const satisfies Record<PalmFocusColor, string>;

/** Tool spec §2: the six reading-focus buttons; each asks for a palm reading of that focus. */
export function FocusButtons({ selected, onSelect, busy }: FocusButtonsProps) {
  return (
    <section aria-labelledby="palm-focus-title">
      <h2 id="palm-focus-title" className="mb-3 font-display text-xl font-semibold text-gold-200">
        Choose Your Reading Focus
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {palmFocusList.map((focus) => {
          const pressed = focus.id === selected;
          return (
            <li key={focus.id} className="flex">
              <button
                type="button"
                aria-pressed={pressed}
                aria-busy={pressed && busy}
                onClick={() => onSelect(focus.id)}
                className={`flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors hover:bg-white/10 ${
                  TINTS[focus.color]
                } ${pressed ? 'ring-2 ring-gold-300' : ''}`}
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  {focus.icon}
                </span>
                <span>
                  <span className="block font-semibold text-gold-100">{focus.title}</span>
                  <span className="mt-1 block text-sm text-violet-100/90">{focus.description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
