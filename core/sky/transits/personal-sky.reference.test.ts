import { describe, expect, it } from 'vitest';
import { type ReferenceNatal, transitReference } from '../reference/transit-reference-data';
import { physicalBodyPosition } from '../positions';
import { skyFrame } from '../sky-frame';
import { TRANSIT_ORBS, type TransitingBodyId } from './transit-table';
import { type NatalPoints, natalPointsOf } from './natal-points';
import type { PersonalSkyEvent, TransitEvent } from './personal-sky-event';
import { personalSkyOf } from './personal-sky';

/**
 * The scan against Swiss Ephemeris (transit-reference.json): four charts, a year each, about
 * 1,800 exact passes. Errors are read as time and as arc: near a station a planet takes hours to
 * move an arcsecond, so the arc it would cover in the time error is the fair measure there.
 */
const DAY_MS = 86_400_000;
const TWO_MINUTES_MS = 120_000;
const FAST_BODIES = new Set(['sun', 'mercury', 'venus', 'mars']);

const momentOf = (chart: ReferenceNatal) => ({
  utc: new Date(chart.birth),
  timeKnown: true,
  latitude: chart.lat,
  longitude: chart.lon,
});

function withSwissNatal(chart: ReferenceNatal): NatalPoints {
  const natal = natalPointsOf(momentOf(chart));
  return { ...natal, longitudes: { ...chart.natal } };
}

const transitsOf = (events: PersonalSkyEvent[]) =>
  events.filter((event): event is TransitEvent => event.kind === 'transit');

/** The arc `body` covers at `ms` in `errorMs`, arcseconds. */
const arcOf = (body: string, ms: number, errorMs: number) =>
  (errorMs / DAY_MS) *
  Math.abs(physicalBodyPosition(skyFrame(new Date(ms)), body as TransitingBodyId).speed) *
  3600;

interface Match {
  body: string;
  errorMs: number;
  arc: number;
  edgeArc: number;
}

/** Pairs every reference pass with ours one to one; lists what is left over on either side. */
function matchPasses(chart: ReferenceNatal, ours: TransitEvent[]) {
  const unclaimed = new Set(ours);
  const matches: Match[] = [];
  const missing: string[] = [];
  for (const period of chart.periods) {
    for (const exact of period.exact) {
      const ms = Date.parse(exact);
      let best: TransitEvent | undefined;
      for (const event of unclaimed) {
        if (event.body !== period.body || event.target !== period.target || event.angle !== period.angle)
          continue;
        const error = Math.abs(Date.parse(event.exactAt) - ms);
        if (error < DAY_MS && (!best || error < Math.abs(Date.parse(best.exactAt) - ms))) best = event;
      }
      if (!best) {
        missing.push(`${chart.id} ${period.body} ${period.angle}° ${period.target} ${exact}`);
        continue;
      }
      unclaimed.delete(best);
      const errorMs = Math.abs(Date.parse(best.exactAt) - ms);
      const edges = [
        [best.startsAt, period.startsAt],
        [best.endsAt, period.endsAt],
      ] as const;
      const edgeArc = Math.max(
        ...edges.map(([mine, theirs]) =>
          theirs === null
            ? 0
            : arcOf(period.body, Date.parse(theirs), Math.abs(Date.parse(mine) - Date.parse(theirs))),
        ),
      );
      matches.push({ body: period.body, errorMs, arc: arcOf(period.body, ms, errorMs), edgeArc });
    }
  }
  const extra = [...unclaimed].map(
    (event) => `${chart.id} ${event.body} ${event.angle}° ${event.target} ${event.exactAt}`,
  );
  return { matches, missing, extra };
}

function scanAll(natalOf: (chart: ReferenceNatal) => NatalPoints) {
  const all = { matches: [] as Match[], missing: [] as string[], extra: [] as string[] };
  for (const chart of transitReference.charts) {
    const sky = personalSkyOf(natalOf(chart), new Date(`${chart.from}T00:00:00Z`), chart.days);
    const result = matchPasses(chart, transitsOf(sky.events));
    all.matches.push(...result.matches);
    all.missing.push(...result.missing);
    all.extra.push(...result.extra);
  }
  return all;
}

const worst = (matches: Match[], body: string, key: 'errorMs' | 'arc' | 'edgeArc') =>
  Math.max(...matches.filter((match) => match.body === body).map((match) => match[key]));

describe('personal transits against Swiss Ephemeris', () => {
  it('uses the orbs the references were made with', () => {
    expect(transitReference.orbs).toEqual(TRANSIT_ORBS);
  });

  describe('scanning from Swiss Ephemeris natal points (the scan and the ephemeris alone)', () => {
    const { matches, missing, extra } = scanAll(withSwissNatal);

    it('finds every exact pass and claims none that did not happen', () => {
      expect(matches.length).toBeGreaterThan(1700);
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
    });

    it('times every Sun pass within 2 minutes', () => {
      expect(worst(matches, 'sun', 'errorMs')).toBeLessThan(TWO_MINUTES_MS);
    });

    it('times the slow planets within the time they take to move 20″', () => {
      for (const body of ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']) {
        expect(worst(matches, body, 'arc'), body).toBeLessThan(20);
      }
    });

    it('times Mercury, Venus and Mars within 2 minutes or, near a station, within the arc of the ephemeris error', () => {
      // Most passes are within 2 minutes; the rest come within the positions' own differences from
      // Swiss Ephemeris (Venus near inferior conjunction differs by up to 20″, see positions.ts).
      const limits = { mercury: 8, venus: 21, mars: 4 };
      for (const [body, arcLimit] of Object.entries(limits)) {
        const own = matches.filter((match) => match.body === body);
        const withinTwoMinutes = own.filter((match) => match.errorMs <= TWO_MINUTES_MS).length;
        expect(withinTwoMinutes / own.length).toBeGreaterThan(0.9);
        expect(own.filter((match) => match.errorMs > TWO_MINUTES_MS && match.arc > arcLimit)).toEqual([]);
      }
    });

    it('times entering and leaving orb as well as the exact passes', () => {
      for (const body of FAST_BODIES) expect(worst(matches, body, 'edgeArc'), body).toBeLessThan(21);
      for (const body of ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']) {
        expect(worst(matches, body, 'edgeArc'), body).toBeLessThan(20);
      }
    });
  });

  describe('scanning from our own natal chart (the whole pipeline)', () => {
    const { matches, missing, extra } = scanAll((chart) => natalPointsOf(momentOf(chart)));

    it('finds every exact pass and claims none that did not happen', () => {
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
    });

    it('stays within the natal chart’s and the ephemeris’s own differences from Swiss Ephemeris', () => {
      // Natal Neptune and Saturn of 1975 and 2001 differ from Swiss Ephemeris by up to 14″ in the
      // chart engine; a transit to them shifts by the same arc. No pass is further off than 22″.
      expect(Math.max(...matches.map((match) => match.arc))).toBeLessThan(22);
      expect(worst(matches, 'sun', 'errorMs')).toBeLessThan(7 * 60_000);
    });
  });
});
