import { signs } from '@core/content/signs';
import type { Pattern } from '@core/features/sacred-geometry/pattern';

/** What Learn More shows: the whole description (the card shows its start) and every other §3 field. */
export function PatternDetails({ pattern }: { pattern: Pattern }) {
  return (
    <dl className="space-y-3">
      <div>
        <dt className="font-semibold text-gold-100">About the figure</dt>
        <dd>{pattern.description}</dd>
      </div>
      <div>
        <dt className="font-semibold text-gold-100">Meaning</dt>
        <dd>{pattern.meaning}</dd>
      </div>
      <div>
        <dt className="font-semibold text-gold-100">Frequency</dt>
        <dd>{pattern.frequency} Hz, a solfeggio tone paired with this figure by tradition</dd>
      </div>
      <div>
        <dt className="font-semibold text-gold-100">Element</dt>
        <dd className="capitalize">{pattern.element}</dd>
      </div>
      <div>
        <dt className="font-semibold text-gold-100">Zodiac signs</dt>
        <dd>{pattern.zodiacSigns.map((id) => `${signs[id].symbol} ${signs[id].name}`).join(', ')}</dd>
      </div>
      <div>
        <dt className="font-semibold text-gold-100">Meditation</dt>
        <dd>{pattern.meditation}</dd>
      </div>
    </dl>
  );
}
