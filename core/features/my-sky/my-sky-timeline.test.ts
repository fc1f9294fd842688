import { describe, expect, it } from 'vitest';
import { chartMomentOf } from '../../compose/reading-sky';
import { ADA } from '../../testing/birth-fixtures';
import { personalSky } from '../../sky/transits/personal-sky';
import type { PersonalSkyEvent, TransitEvent } from '../../sky/transits/personal-sky-event';
import { bandsOf, mySkyTimeline, transitsInOrbAt } from './my-sky-timeline';

const utcDay = (instant: string) => instant.slice(0, 10);
const TODAY = '2026-11-25';
const events = personalSky(chartMomentOf(ADA), new Date(`${TODAY}T00:00:00Z`), 90).events;

const transit = (overrides: Partial<TransitEvent>): TransitEvent => ({
  kind: 'transit',
  body: 'saturn',
  target: 'venus',
  aspect: 'square',
  angle: 90,
  exactAt: '2026-12-02T12:00:00.000Z',
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-12-20T00:00:00.000Z',
  pass: 1,
  passes: 1,
  retrograde: false,
  lon: 0,
  sign: 'aries',
  natalLon: 270,
  ...overrides,
});

describe('mySkyTimeline', () => {
  const timeline = mySkyTimeline(events, TODAY, utcDay);

  it('groups the 90 days into Sunday-to-Saturday weeks, the first holding today', () => {
    expect(timeline.weeks[0]?.start).toBe('2026-11-22');
    expect(timeline.weeks[0]?.days).toContain(TODAY);
    expect(timeline.weeks.at(-1)?.days).toContain('2027-02-22');
    for (const week of timeline.weeks) {
      for (const point of week.points) expect(week.days).toContain(point.day);
    }
  });

  it('draws slow transits as bands across weeks and fast ones as points', () => {
    const slow = transit({});
    const fast = transit({ body: 'mercury', exactAt: '2026-11-26T08:00:00.000Z' });
    const model = mySkyTimeline([slow, fast], TODAY, utcDay);
    const [first, second, third] = model.weeks;
    expect(first?.bands[0]).toMatchObject({
      fromColumn: 0,
      continuesBefore: true,
      continuesAfter: true,
      passes: [],
    });
    expect(second?.bands[0]?.passes).toEqual([{ column: 3, transit: slow }]);
    expect(third?.bands[0]).toMatchObject({ fromColumn: 0, toColumn: 7, continuesAfter: true });
    expect(model.weeks[4]?.bands[0]).toMatchObject({ toColumn: 1, continuesAfter: false });
    expect(first?.points.map((point) => point.title)).toEqual(['Mercury square your Venus']);
    expect(model.weeks.flatMap((week) => week.points)).toHaveLength(1);
  });

  it('keeps the passes of one retrograde loop in one band', () => {
    const loop = [1, 2, 3].map((pass) =>
      transit({ pass, passes: 3, exactAt: `2026-12-0${pass * 2}T00:00:00.000Z`, retrograde: pass === 2 }),
    );
    const bands = bandsOf(loop);
    expect(bands).toHaveLength(1);
    expect(bands[0]?.passes).toHaveLength(3);
  });

  it('sets returns beyond the window apart, and lists every other kind of event in its week', () => {
    const kinds = new Set(timeline.weeks.flatMap((week) => week.points.map((point) => point.event.kind)));
    expect(kinds.has('transit')).toBe(true);
    expect(timeline.laterReturns.length).toBeGreaterThan(0);
    expect(timeline.laterReturns.every((point) => point.day > '2027-02-22')).toBe(true);
  });
});

describe('transitsInOrbAt', () => {
  it('puts the slowest body first, then the closest to exact, one per stretch, three at most', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const sample: PersonalSkyEvent[] = [
      transit({ body: 'mercury', target: 'sun', exactAt: '2026-12-01T01:00:00.000Z' }),
      transit({ body: 'saturn', target: 'moon', exactAt: '2026-12-10T00:00:00.000Z' }),
      transit({ body: 'saturn', target: 'moon', exactAt: '2026-11-28T00:00:00.000Z', pass: 2 }),
      transit({ body: 'mars', target: 'sun' }),
      transit({ body: 'venus', target: 'sun' }),
      transit({ body: 'sun', target: 'mars', startsAt: '2026-12-05T00:00:00.000Z' }),
    ];
    const today = transitsInOrbAt(sample, now);
    expect(today.map((event) => `${event.body}>${event.target}`)).toEqual([
      'saturn>moon',
      'mars>sun',
      'venus>sun',
    ]);
    expect(today[0]?.exactAt).toBe('2026-11-28T00:00:00.000Z');
  });
});
