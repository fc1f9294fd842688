import { signForLongitude, signs } from '@core/content/signs';
import type { NatalChart } from '@core/sky/chart';

/**
 * The reading card's subtitle for a natal chart: the placements a reader looks for first. The
 * Moon is named only for a known birth time (it can change sign within a day) and the rising
 * sign only when houses were cast.
 */
export function chartSubtitle(chart: Pick<NatalChart, 'bodies' | 'houses'>, timeKnown: boolean): string {
  const parts = [`Sun in ${signs[chart.bodies.sun.sign].name}`];
  if (timeKnown) parts.push(`Moon in ${signs[chart.bodies.moon.sign].name}`);
  if (chart.houses) parts.push(`${signForLongitude(chart.houses.asc).name} rising`);
  return parts.join(' · ');
}
