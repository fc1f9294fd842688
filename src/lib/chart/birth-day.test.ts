import { describe, expect, it } from 'vitest';
import { computeChart } from '@core/sky/chart';
import { describeBirthDay } from './birth-day';
import { clockToUtc } from './local-clock';

const compute = (utc: Date) => computeChart({ utc });
const london = { kind: 'zone', timeZone: 'Europe/London', longitude: -0.12574 } as const;

async function dayOf(date: string) {
  const noon = compute(clockToUtc(london, date, '12:00').utc);
  return describeBirthDay({ date, clock: london, noon, compute });
}

describe('describeBirthDay', () => {
  it('gives both Moon signs and the local time of the ingress when the Moon changed sign', async () => {
    // Find a day in early 2024 on which the Moon changed sign, and check the answer against the engine.
    let date = '2024-01-01';
    let facts = await dayOf(date);
    for (let day = 2; !facts.moonIngress && day <= 5; day += 1) {
      date = `2024-01-0${day}`;
      facts = await dayOf(date);
    }
    expect(facts.moonIngress).toBeDefined();
    const [before, after] = facts.moonSigns;
    expect(before).not.toBe(after);
    const ingress = new Date(facts.moonIngress?.utc ?? '');
    expect(compute(new Date(ingress.getTime() - 60_000)).bodies.moon.sign).toBe(before);
    expect(compute(ingress).bodies.moon.sign).toBe(after);
    // January in London: local time is UTC.
    expect(facts.moonIngress?.localTime).toBe(ingress.toISOString().slice(11, 16));
    const moon = facts.sensitive.find((placement) => placement.body === 'moon');
    expect(moon).toEqual({ body: 'moon', reason: 'moon', signs: [before, after] });
  });

  it('always flags the Moon, even on a day it stays in one sign', async () => {
    for (const date of ['2024-01-01', '2024-01-02', '2024-01-03']) {
      const facts = await dayOf(date);
      expect(facts.sensitive[0]?.body).toBe('moon');
      if (!facts.moonIngress) {
        expect(facts.moonSigns[0]).toBe(facts.moonSigns[1]);
        expect(facts.sensitive[0]?.signs).toEqual([facts.moonSigns[0]]);
      }
    }
  });

  it('flags a planet that changed sign that day, and one within a degree of the boundary', async () => {
    // The Sun entered Aries at 03:06 UTC on 20 March 2024.
    const ingressDay = await dayOf('2024-03-20');
    expect(ingressDay.sensitive.find((placement) => placement.body === 'sun')).toEqual({
      body: 'sun',
      reason: 'changes-sign',
      signs: ['pisces', 'aries'],
    });
    // The day before, the Sun is at about 29°22′ Pisces at noon: near the boundary, may read as Aries.
    const dayBefore = await dayOf('2024-03-19');
    expect(dayBefore.sensitive.find((placement) => placement.body === 'sun')).toEqual({
      body: 'sun',
      reason: 'near-boundary',
      signs: ['pisces', 'aries'],
    });
    // Mid-sign planets are not flagged.
    expect((await dayOf('2024-03-05')).sensitive.some((placement) => placement.body === 'sun')).toBe(false);
  });
});
