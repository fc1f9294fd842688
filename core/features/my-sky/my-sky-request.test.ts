import { describe, expect, it } from 'vitest';
import { chartMomentOf } from '../../compose/reading-sky';
import { ADA } from '../../testing/birth-fixtures';
import { personalSky } from '../../sky/transits/personal-sky';
import type { TransitEvent } from '../../sky/transits/personal-sky-event';
import { mySkyRequestSchema } from './my-sky-request';
import { findRequestedTransit } from './requested-transit';

const [transit] = personalSky(chartMomentOf(ADA), new Date('2026-11-23T00:00:00Z'), 10).events.filter(
  (event): event is TransitEvent => event.kind === 'transit',
);
if (!transit) throw new Error('Ada has no transit in the test window');
const identity = {
  kind: 'transit' as const,
  body: transit.body,
  target: transit.target,
  aspect: transit.aspect,
  exactAt: transit.exactAt,
};
const request = (event: Partial<typeof identity> = {}) => ({
  feature: 'my-sky' as const,
  person: ADA,
  event: { ...identity, ...event },
});

describe('the my-sky request', () => {
  it('accepts a transit the engine finds for this birth, and finds the same pass again', () => {
    expect(mySkyRequestSchema.safeParse(request()).success).toBe(true);
    expect(findRequestedTransit(request())?.transit).toEqual(transit);
  });

  it('accepts the instant a scan anchored elsewhere gives, seconds away', () => {
    const nearby = new Date(Date.parse(identity.exactAt) + 20_000).toISOString();
    expect(mySkyRequestSchema.safeParse(request({ exactAt: nearby })).success).toBe(true);
  });

  it('refuses a transit that does not happen: wrong day, wrong aspect, wrong natal point', () => {
    const later = new Date(Date.parse(identity.exactAt) + 3 * 86_400_000).toISOString();
    const otherAspect = identity.aspect === 'trine' ? 'square' : 'trine';
    const otherTarget = identity.target === 'pluto' ? 'saturn' : 'pluto';
    for (const wrong of [{ exactAt: later }, { aspect: otherAspect }, { target: otherTarget }] as const) {
      const parsed = mySkyRequestSchema.safeParse(request(wrong));
      expect(parsed.success, JSON.stringify(wrong)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('event');
    }
  });

  it('refuses a transit to the Ascendant when the birth time is unknown', () => {
    const noon = { ...ADA, time: undefined, utc: '1990-07-15T11:00:00Z' };
    expect(findRequestedTransit({ person: noon, event: { ...identity, target: 'asc' } })).toBeUndefined();
  });
});
