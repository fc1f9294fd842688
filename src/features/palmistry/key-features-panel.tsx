import { type SignId, signs } from '@core/content/signs';
import type { HandMount } from '@core/features/palmistry/hand-mount';
import type { PalmLine } from '@core/features/palmistry/palm-line';
import { elementSign } from './element-words';

interface KeyFeaturesPanelProps {
  sign: SignId;
  lines: readonly PalmLine[];
  mounts: readonly HandMount[];
  /** Opens the line's or mount's card in its guide and brings it into view. */
  onChooseLine(line: PalmLine): void;
  onChooseMount(mount: HandMount): void;
}

const chipClass =
  'flex min-h-11 items-center gap-2 rounded-full border border-gold-300/40 bg-gold-300/10 px-3 text-left text-sm text-gold-100 hover:bg-gold-300/20';

/**
 * Tool spec §2 Key Features: the palm lines that speak to the sign (by name or element) and the
 * mounts that rule it, each a chip leading to its card in the guides below.
 */
export function KeyFeaturesPanel({
  sign,
  lines,
  mounts,
  onChooseLine,
  onChooseMount,
}: KeyFeaturesPanelProps) {
  const { name, element } = signs[sign];
  return (
    <section aria-labelledby="palm-key-features" className="glass-card p-4">
      <h2 id="palm-key-features" className="font-display text-xl font-semibold text-gold-200">
        Key Features
      </h2>
      <p className="mt-1 text-sm text-violet-100/90">
        What a palm reader would look at first for {name}, {elementSign(element)}.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 font-semibold text-gold-100">Important Palm Lines</h3>
          <ul className="flex flex-wrap gap-2">
            {lines.map((line) => (
              <li key={line.id}>
                <button type="button" className={chipClass} onClick={() => onChooseLine(line)}>
                  <span aria-hidden="true">{line.emoji}</span>
                  <span className="font-semibold">{line.name}</span>
                  <span className="text-xs text-violet-200">{line.lifeAspect}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 font-semibold text-gold-100">Important Hand Mounts</h3>
          <ul className="flex flex-wrap gap-2">
            {mounts.map((mount) => (
              <li key={mount.id}>
                <button type="button" className={chipClass} onClick={() => onChooseMount(mount)}>
                  <span aria-hidden="true">{mount.emoji}</span>
                  <span className="font-semibold">{mount.name}</span>
                  <span className="text-xs text-violet-200">{mount.qualities.slice(0, 2).join(', ')}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
