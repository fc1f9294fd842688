import type { WheelPlacement } from './placement';

interface BodyDetailsProps {
  placement: WheelPlacement | null;
  showRing: boolean;
}

/** The placement and meaning of the chosen glyph, announced politely as it changes. */
export function BodyDetails({ placement, showRing }: BodyDetailsProps) {
  return (
    <div className="chart-wheel__details" aria-live="polite" data-testid="chart-wheel-details">
      {placement ? (
        <>
          <p className="chart-wheel__details-heading">
            <span aria-hidden="true" className="chart-wheel__details-glyph">
              {placement.meaning.glyph}
            </span>{' '}
            {showRing ? `${placement.ringLabel}: ` : ''}
            {placement.summary}
          </p>
          <p className="chart-wheel__details-text">{placement.meaning.meaning}</p>
          <p className="chart-wheel__details-text">
            <span aria-hidden="true">{`${placement.sign.symbol}\uFE0E`}</span> {placement.sign.name}:{' '}
            {placement.sign.description}
          </p>
        </>
      ) : (
        <p className="chart-wheel__details-hint">Tap or focus a planet to see its placement and meaning.</p>
      )}
    </div>
  );
}
