import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { transitReference } from '../reference/transit-reference-data';
import { houseOf } from '../houses';
import { physicalBodyPosition } from '../positions';
import { skyFrame } from '../sky-frame';
import { newAndFullMoons } from './lunation-hits';
import { natalPointsOf } from './natal-points';
import type { PersonalSkyEvent } from './personal-sky-event';
import { personalSky, personalSkyOf } from './personal-sky';
import { progressedMoonChanges } from './progressed-moon';
import { RETURNS_HORIZON_YEARS } from './returns';

const DAY_MS = 86_400_000;
const TWO_MINUTES_MS = 120_000;
const chartById = (id: string) => {
  const chart = transitReference.charts.find((entry) => entry.id === id);
  if (!chart) throw new Error(`No reference chart ${id}`);
  return chart;
};
const momentOf = (id: string, timeKnown = true) => {
  const chart = chartById(id);
  return { utc: new Date(chart.birth), timeKnown, latitude: chart.lat, longitude: chart.lon };
};
const ofKind = <Kind extends PersonalSkyEvent['kind']>(events: PersonalSkyEvent[], kind: Kind) =>
  events.filter((event): event is Extract<PersonalSkyEvent, { kind: Kind }> => event.kind === kind);
const speedAt = (body: Parameters<typeof physicalBodyPosition>[1], ms: number) =>
  Math.abs(physicalBodyPosition(skyFrame(new Date(ms)), body).speed);

describe('personalSky', () => {
  const t4 = chartById('t4');
  const t4Sky = personalSky(momentOf('t4'), new Date(`${t4.from}T00:00:00Z`), t4.days);

  it('finds all three passes of a retrograde loop: Uranus waning square natal Uranus, 2025–26', () => {
    const reference = t4.periods
      .filter((period) => period.body === 'uranus' && period.target === 'uranus' && period.angle === 270)
      .flatMap((period) => period.exact);
    expect(reference).toHaveLength(3);
    const passes = ofKind(t4Sky.events, 'transit').filter(
      (event) => event.body === 'uranus' && event.target === 'uranus' && event.angle === 270,
    );
    expect(passes.map((pass) => pass.retrograde)).toEqual([false, true, false]);
    passes.forEach((pass, index) => {
      const referenceMs = Date.parse(reference[index] ?? '');
      const arc =
        (Math.abs(Date.parse(pass.exactAt) - referenceMs) / DAY_MS) * speedAt('uranus', referenceMs) * 3600;
      expect(arc).toBeLessThan(20);
      expect(pass.aspect).toBe('square');
      expect(Date.parse(pass.startsAt)).toBeLessThan(Date.parse(pass.exactAt));
      expect(Date.parse(pass.endsAt)).toBeGreaterThan(Date.parse(pass.exactAt));
    });
  });

  it('lists events in time order, transits with their stretch in orb around the exact pass', () => {
    const instants = t4Sky.events.map((event) => event.exactAt);
    expect(instants).toEqual([...instants].sort());
    for (const transit of ofKind(t4Sky.events, 'transit')) {
      expect(transit.startsAt <= transit.exactAt && transit.exactAt <= transit.endsAt).toBe(true);
      expect(transit.pass).toBeLessThanOrEqual(transit.passes);
    }
  });

  it('gives the solar and lunar returns within 2 minutes of Swiss Ephemeris', () => {
    for (const chart of transitReference.charts) {
      const sky = personalSky(momentOf(chart.id), new Date(`${chart.from}T00:00:00Z`), chart.days);
      const returns = ofKind(sky.events, 'return');
      const solar = returns.filter((event) => event.body === 'sun');
      const lunar = returns.filter((event) => event.body === 'moon');
      const expectedSolar = chart.returns.filter((entry) => entry.what === 'solar-return');
      const expectedLunar = chart.returns.filter((entry) => entry.what === 'lunar-return');
      expect(solar).toHaveLength(1);
      expect(
        Math.abs(Date.parse(solar[0]?.exactAt ?? '') - Date.parse(expectedSolar[0]?.utc ?? '')),
      ).toBeLessThan(TWO_MINUTES_MS);
      expect(lunar).toHaveLength(expectedLunar.length);
      lunar.forEach((event, index) =>
        expect(
          Math.abs(Date.parse(event.exactAt) - Date.parse(expectedLunar[index]?.utc ?? '')),
        ).toBeLessThan(TWO_MINUTES_MS),
      );
    }
  });

  it('gives every Jupiter and Saturn return, square and opposition of the coming years within 20″ of motion', () => {
    for (const chart of transitReference.charts) {
      const fromMs = Date.parse(`${chart.from}T00:00:00Z`);
      const horizonMs = fromMs + RETURNS_HORIZON_YEARS * 365.2421904 * DAY_MS;
      const sky = personalSky(momentOf(chart.id), new Date(fromMs), 30);
      const ours = ofKind(sky.events, 'return').filter(
        (event) => event.body === 'jupiter' || event.body === 'saturn',
      );
      const expected = chart.returns
        .filter((entry) => /^(jupiter|saturn) /.test(entry.what) && Date.parse(entry.utc) < horizonMs)
        .map((entry) => {
          const [body = '', angle = '0'] = entry.what.split(' ');
          return {
            body,
            phase: ['return', 'waxing-square', 'opposition', 'waning-square'][Number(angle) / 90],
            ms: Date.parse(entry.utc),
          };
        });
      expect(ours).toHaveLength(expected.length);
      for (const { body, phase, ms } of expected) {
        const match = ours.find(
          (event) =>
            event.body === body && event.phase === phase && Math.abs(Date.parse(event.exactAt) - ms) < DAY_MS,
        );
        expect(match, `${chart.id} ${body} ${phase} ${new Date(ms).toISOString()}`).toBeDefined();
        const arc =
          (Math.abs(Date.parse(match?.exactAt ?? '') - ms) / DAY_MS) * speedAt(body as 'jupiter', ms) * 3600;
        expect(arc).toBeLessThan(20);
      }
    }
  });

  it("gives the progressed Moon's sign changes within the time it takes to move 20″ (about 3.7 hours)", () => {
    for (const chart of transitReference.charts) {
      const fromMs = Date.parse(`${chart.from}T00:00:00Z`);
      const natal = natalPointsOf(momentOf(chart.id));
      const changes = progressedMoonChanges(natal, fromMs, fromMs + 10 * 366 * DAY_MS).filter(
        (event) => event.change === 'sign',
      );
      expect(changes.map((event) => event.sign)).toEqual(
        chart.progressedMoon.map((entry) => SIGN_IDS[entry.sign]),
      );
      changes.forEach((event, index) =>
        expect(
          Math.abs(Date.parse(event.exactAt) - Date.parse(chart.progressedMoon[index]?.utc ?? '')),
        ).toBeLessThan(3_600_000),
      );
    }
  });

  it('reports a progressed Moon change in the window where one falls, and its natal house changes', () => {
    const chart = chartById('t1');
    const change = Date.parse(chart.progressedMoon[0]?.utc ?? '');
    const sky = personalSky(momentOf('t1'), new Date(change - 45 * DAY_MS), 90);
    const progressions = ofKind(sky.events, 'progression');
    expect(progressions.filter((event) => event.change === 'sign')).toHaveLength(1);
    const natal = natalPointsOf(momentOf('t1'));
    const houseChanges = progressedMoonChanges(natal, change, change + 5 * 366 * DAY_MS).filter(
      (event) => event.change === 'house',
    );
    expect(houseChanges.length).toBeGreaterThan(0);
    for (const event of houseChanges) {
      expect(event.house).toBe(
        houseOf((natal.houses?.cusps[(event.house ?? 1) - 1] ?? 0) + 1e-6, natal.houses?.cusps ?? []),
      );
    }
  });

  it('finds the new and full Moons of 2025–2027 within 2 minutes of Swiss Ephemeris', () => {
    const ours = newAndFullMoons(Date.UTC(2025, 0, 1), Date.UTC(2028, 0, 1));
    expect(ours).toHaveLength(transitReference.lunations.length);
    ours.forEach((lunation, index) => {
      const expected = transitReference.lunations[index];
      expect(lunation.full).toBe(expected?.type === 'full-moon');
      expect(Math.abs(lunation.ms - Date.parse(expected?.utc ?? ''))).toBeLessThan(TWO_MINUTES_MS);
    });
  });

  it('reports an eclipse on a natal point at the time of greatest eclipse, and a full Moon by the light on the point', () => {
    const natal = natalPointsOf(momentOf('t1'));
    const eclipse = transitReference.eclipses.find((entry) => entry.utc.startsWith('2026-08-12'));
    const eclipseMs = Date.parse(eclipse?.utc ?? '');
    const sunThen = physicalBodyPosition(skyFrame(new Date(eclipseMs)), 'sun').lon;
    const fullMoon = transitReference.lunations.find(
      (entry) => entry.type === 'full-moon' && entry.utc.startsWith('2026-10'),
    );
    const fullMoonSun = ((fullMoon?.moonLon ?? 0) + 180) % 360;
    const sky = personalSkyOf(
      { ...natal, longitudes: { ...natal.longitudes, venus: sunThen + 1, mars: fullMoonSun - 2 } },
      new Date('2026-08-01T00:00:00Z'),
      90,
    );
    const onVenus = sky.events.filter(
      (event) => (event.kind === 'eclipse' || event.kind === 'lunation') && event.target === 'venus',
    );
    expect(onVenus).toEqual([
      expect.objectContaining({ kind: 'eclipse', eclipse: 'solar', eclipseKind: 'total', body: 'moon' }),
    ]);
    expect(Math.abs(Date.parse(onVenus[0]?.exactAt ?? '') - eclipseMs)).toBeLessThan(TWO_MINUTES_MS);
    const onMars = sky.events.filter((event) => event.kind === 'lunation' && event.target === 'mars');
    expect(onMars).toEqual([expect.objectContaining({ phase: 'full-moon', body: 'sun' })]);
  });

  it('marks each house ingress with the house the body is in just after it', () => {
    const natal = natalPointsOf(momentOf('t1'));
    const ingresses = ofKind(t4Sky.events, 'ingress');
    expect(ingresses.length).toBeGreaterThan(20);
    const t1Sky = personalSkyOf(natal, new Date('2026-01-01T00:00:00Z'), 120);
    for (const ingress of ofKind(t1Sky.events, 'ingress')) {
      const after = physicalBodyPosition(
        skyFrame(new Date(Date.parse(ingress.exactAt) + 60_000)),
        ingress.body,
      ).lon;
      expect(houseOf(after, natal.houses?.cusps ?? [])).toBe(ingress.house);
    }
  });

  it('without a birth time reads no angles, houses or natal Moon, and says so', () => {
    const sky = personalSky(momentOf('t4', false), new Date(`${t4.from}T00:00:00Z`), 90);
    expect(sky.birthTimeKnown).toBe(false);
    const targets = new Set(ofKind(sky.events, 'transit').map((event) => event.target));
    expect(targets.has('asc') || targets.has('mc') || targets.has('moon')).toBe(false);
    expect(targets.has('sun')).toBe(true);
    expect(sky.events.some((event) => event.kind === 'ingress' || event.kind === 'progression')).toBe(false);
    expect(ofKind(sky.events, 'return').some((event) => event.body === 'moon')).toBe(false);
  });

  it('answers plain data a Web Worker can post and the API can send unchanged', () => {
    expect(structuredClone(t4Sky)).toEqual(t4Sky);
    expect(JSON.parse(JSON.stringify(t4Sky))).toEqual(t4Sky);
  });

  it('refuses a window outside 1–366 whole days', () => {
    for (const days of [0, 367, 1.5]) {
      expect(() => personalSky(momentOf('t1'), new Date('2026-01-01T00:00:00Z'), days)).toThrow(/1 to 366/);
    }
  });
});
