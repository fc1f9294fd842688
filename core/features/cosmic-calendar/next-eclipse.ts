import { SearchGlobalSolarEclipse, SearchLunarEclipse } from 'astronomy-engine';
import type { SignId } from '../../content/signs';
import { skyAt } from '../../sky/daily-sky';
import type { EclipseKind } from '../../sky/eclipses';
import { toAstroTime } from '../../sky/sky-frame';

export interface UpcomingEclipse {
  type: 'solar-eclipse' | 'lunar-eclipse';
  /** Greatest eclipse, ISO 8601 UTC. */
  utc: string;
  kind: EclipseKind;
  /** The Sun's sign for a solar eclipse, the Moon's for a lunar one. */
  sign: SignId;
}

/**
 * The first eclipse of either kind after `from`, for saying when eclipse season returns when
 * the calendar's window holds none. astronomy-engine's searches run on to the next eclipse
 * however far away, so this is two searches, not a scan.
 */
export function nextEclipse(from: Date): UpcomingEclipse {
  const start = toAstroTime(from);
  const solar = SearchGlobalSolarEclipse(start);
  const lunar = SearchLunarEclipse(start);
  const isSolar = solar.peak.date.getTime() <= lunar.peak.date.getTime();
  const peak = isSolar ? solar.peak.date : lunar.peak.date;
  const sky = skyAt(peak);
  return {
    type: isSolar ? 'solar-eclipse' : 'lunar-eclipse',
    utc: peak.toISOString(),
    kind: (isSolar ? solar.kind : lunar.kind) as EclipseKind,
    sign: isSolar ? sky.sun.sign : sky.moon.sign,
  };
}
