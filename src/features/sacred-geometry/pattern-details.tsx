import { signs } from '@core/content/signs';
import type { Pattern } from '@core/features/sacred-geometry/pattern';
import { patternSummary } from './pattern-summary';

/** What Learn More shows: the rest of the description and every §3 field the summary does not carry. */
export function PatternDetails({ pattern }: { pattern: Pattern }) {
  const { rest } = patternSummary(pattern.description);
  return (
    <dl className="space-y-3">
      {rest ? (
        <div>
          <dt className="font-semibold text-gold-100">About the figure</dt>
          <dd>{rest}</dd>
        </div>
      ) : null}
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
