import { signs } from '@core/content/signs';
import type { FocusReading, Placement, Rulership } from '@core/sky/advanced/focus-reading';
import { placeLabel } from '@core/compose/placement-labels';
import { BODY_NAMES } from '@core/content/body-names';
import { KEY_PLANET_ROLE_WORDS } from '@core/features/advanced-chart/focus-words';

/** The houses behind a medical, financial or vocational reading, as the page's table shows them. */
export interface FocusTable {
  caption: string;
  houses: { house: number; cusp: string; rulers: string[]; occupants: string[] }[];
  keyPlanets: { body: string; role: string; placement: string }[];
}

const RULERSHIP_NOTES = {
  modern: ' (modern)',
  classical: ' (classical)',
  both: '',
} as const satisfies Record<Rulership, string>;

const FOCUS_CAPTIONS = {
  medical: 'Houses of body, routine, recovery and rest',
  financial: 'Houses of earnings, shared resources and gains',
  vocational: 'Houses of calling, daily work and earning power',
} as const satisfies Record<FocusReading['focus'], string>;

const where = (placement: Placement) => `${placeLabel(placement.longitude)}, house ${placement.house}`;

/** Each house's cusp sign, its rulers and where they stand, the bodies inside; then the key planets. */
export function focusTable(reading: FocusReading): FocusTable {
  const natal = reading.houseBasis === 'natal';
  return {
    caption: `${FOCUS_CAPTIONS[reading.focus]}${natal ? '' : ' (solar houses: birth time or place unknown)'}`,
    houses: reading.houses.map((house) => ({
      house: house.house,
      cusp: natal ? placeLabel(house.cuspLongitude) : signs[house.cuspSign].name,
      rulers: house.rulers.map(
        (ruler) => `${BODY_NAMES[ruler.body]}${RULERSHIP_NOTES[ruler.rulership]} in ${where(ruler)}`,
      ),
      occupants: house.occupants.map(
        (occupant) => `${BODY_NAMES[occupant.body]} ${placeLabel(occupant.longitude)}`,
      ),
    })),
    keyPlanets: reading.keyPlanets.map((planet) => ({
      body: BODY_NAMES[planet.body],
      role: `${planet.rulerOf ? `Ruler of house ${planet.rulerOf.house}: ` : ''}${KEY_PLANET_ROLE_WORDS[planet.role]}`,
      placement: where(planet),
    })),
  };
}
