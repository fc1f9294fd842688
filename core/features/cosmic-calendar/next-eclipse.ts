import { SearchGlobalSolarEclipse, SearchLunarEclipse } from 'astronomy-engine';
import { SmallLru } from '../../lib/small-lru';
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
 * The two searches cost about 5 ms, and every sign's eclipse guide of a day asks from the same
 * instant (its window's start), in the server's composer and prompt alike; so recent answers are
 * kept, bounded because the date comes from a client.
 */
const upcoming = new SmallLru<number, Readonly<UpcomingEclipse>>(64);

/**
 * The first eclipse of either kind after `from`, for saying when eclipse season returns when
 * the calendar's window holds none. astronomy-engine's searches run on to the next eclipse
 * however far away, so this is two searches, not a scan. The answer is shared: do not mutate it.
 */
export function nextEclipse(from: Date): Readonly<UpcomingEclipse> {
  const key = from.getTime();
  const known = upcoming.get(key);
  if (known) return known;
  const found = Object.freeze(searchNextEclipse(from));
  upcoming.set(key, found);
  return found;
}

function searchNextEclipse(from: Date): UpcomingEclipse {
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
