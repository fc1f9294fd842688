import { signs } from '@core/content/signs';
import { arcLabel } from '@core/compose/placement-labels';
import type { AstrologerChart, ChartPoint, ChartZodiac } from '@core/sky/astrologer-chart';
import type { BodyPosition } from '@core/sky/chart';
import { AYANAMSA_NAMES } from '@core/sky/zodiacs';

/**
 * How a prompt states the frame of a computed chart (its zodiac) and the points an astrologer's
 * chart adds to the planets: Chiron, Black Moon Lilith, the Part of Fortune and the Vertex.
 * Shared by the birth-chart and advanced-chart prompts so both say it the same way.
 */

/** The names core/content/body-names.ts does not hold: only the astrologer's chart has these points. */
const POINT_NAMES = { chiron: 'Chiron', lilith: 'Black Moon Lilith' } as const;

const pad = (value: number) => String(value).padStart(2, '0');
const degreeOf = (point: { degree: number; minute: number }) => `${point.degree}°${pad(point.minute)}′`;

/** "Zodiac: sidereal, Lahiri (Chitrapaksha) ayanamsa 24°07′ …" or "Zodiac: tropical …". */
export function zodiacLine(zodiac: ChartZodiac): string {
  if (zodiac.zodiac === 'tropical')
    return 'Zodiac: tropical (signs measured from the March equinox, as in Western astrology).';
  return (
    `Zodiac: sidereal, ${AYANAMSA_NAMES[zodiac.ayanamsa]} ayanamsa ${arcLabel(zodiac.ayanamsaDegrees)} ` +
    '(every sign, degree and cusp below is sidereal: the tropical longitude less the ayanamsa).'
  );
}

/** Chiron (when the birth lies in 1900–2100) and Lilith as rows of the placement table. */
export function extraBodyRows(sky: AstrologerChart, withHouses: boolean): string[] {
  const row = (name: string, body: BodyPosition) =>
    [
      name,
      signs[body.sign].name,
      degreeOf(body),
      ...(withHouses ? [String(body.house ?? '')] : []),
      body.retrograde ? 'retrograde' : 'direct',
    ].join(' | ');
  const { chiron, lilith } = sky.bodies;
  return [
    ...(chiron ? [row(POINT_NAMES.chiron, chiron)] : []),
    row(`${POINT_NAMES.lilith} (mean apogee)`, lilith),
  ];
}

const pointLabel = (point: ChartPoint) =>
  `${signs[point.sign].name} ${degreeOf(point)}, house ${point.house}`;

/** The Part of Fortune and the Vertex, which exist only with a birth time and place. */
export function chartPointLines(sky: AstrologerChart): string[] {
  const points = sky.points;
  if (!points) return [];
  return [
    `- Part of Fortune (${points.partOfFortune.formula} formula): ${pointLabel(points.partOfFortune)}`,
    `- Vertex: ${pointLabel(points.vertex)}`,
  ];
}
