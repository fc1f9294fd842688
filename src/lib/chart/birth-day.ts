import { SIGN_IDS, type SignId } from '@core/content/signs';
import type { NatalChart } from '@core/sky/chart';
import type { BodyId } from '@core/sky/body-ids';
import type { IsoDate } from '@core/time/calendar-date';
import { type LocalClock, clockToUtc, utcToClock } from './local-clock';

/** Within this many degrees of a sign boundary, a few hours either way can change the sign. */
export const BOUNDARY_MARGIN_DEG = 1;

export type SensitiveReason = 'moon' | 'changes-sign' | 'near-boundary';

export interface TimeSensitivePlacement {
  body: BodyId;
  reason: SensitiveReason;
  /** The sign or signs the body can be in on the birth date, in order. */
  signs: SignId[];
}

export interface BirthDayFacts {
  /** The Moon's sign at local 00:00 and 23:59. */
  moonSigns: [SignId, SignId];
  /** When the Moon changed sign that day, local clock time ("HH:MM"). */
  moonIngress?: { utc: string; localTime: string };
  /** Placements a birth time could change: always the Moon, plus bodies near or across a sign boundary. */
  sensitive: TimeSensitivePlacement[];
}

type Compute = (utc: Date) => Promise<Pick<NatalChart, 'bodies'>> | Pick<NatalChart, 'bodies'>;

const MINUTE_MS = 60_000;
const signIndexOf = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30);

/**
 * For a birth with an unknown time: what the day as a whole allows. The chart is cast for noon,
 * so every placement that differs between the day's first and last minute, or sits within a
 * degree of a sign boundary at noon, is flagged; the Moon, which crosses about 13° a day, always is.
 */
export async function describeBirthDay({
  date,
  clock,
  noon,
  compute,
}: {
  date: IsoDate;
  clock: LocalClock;
  noon: Pick<NatalChart, 'bodies'>;
  /** The engine's computeChart without a place (injected so the engine stays a lazy chunk). */
  compute: Compute;
}): Promise<BirthDayFacts> {
  const start = clockToUtc(clock, date, '00:00').utc;
  const end = clockToUtc(clock, date, '23:59').utc;
  const [first, last] = await Promise.all([compute(start), compute(end)]);

  const sensitive: TimeSensitivePlacement[] = [];
  for (const body of Object.keys(noon.bodies) as BodyId[]) {
    const atStart = first.bodies[body];
    const atEnd = last.bodies[body];
    const atNoon = noon.bodies[body];
    const signs = [...new Set([atStart.sign, atNoon.sign, atEnd.sign])];
    const inSign = ((atNoon.lon % 30) + 30) % 30;
    const nearBoundary = inSign < BOUNDARY_MARGIN_DEG || inSign > 30 - BOUNDARY_MARGIN_DEG;
    const reason: SensitiveReason | null =
      body === 'moon' ? 'moon' : signs.length > 1 ? 'changes-sign' : nearBoundary ? 'near-boundary' : null;
    if (reason === null) continue;
    if (reason === 'near-boundary') {
      // Name the neighbouring sign it may have been in too.
      const neighbourSign =
        SIGN_IDS[signIndexOf(atNoon.lon + (inSign < 15 ? -BOUNDARY_MARGIN_DEG : BOUNDARY_MARGIN_DEG))];
      if (neighbourSign && !signs.includes(neighbourSign)) {
        if (inSign < 15) signs.unshift(neighbourSign);
        else signs.push(neighbourSign);
      }
    }
    sensitive.push({ body, reason, signs });
  }

  const moonSigns: [SignId, SignId] = [first.bodies.moon.sign, last.bodies.moon.sign];
  if (moonSigns[0] === moonSigns[1]) return { moonSigns, sensitive };

  // The Moon changes sign at most once a day: bisect to the minute.
  let [before, after] = [start.getTime(), end.getTime()];
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    const { bodies } = await compute(new Date(middle));
    if (bodies.moon.sign === moonSigns[0]) before = middle;
    else after = middle;
  }
  const ingress = new Date(after);
  return {
    moonSigns,
    moonIngress: { utc: ingress.toISOString(), localTime: utcToClock(clock, ingress).time },
    sensitive,
  };
}
