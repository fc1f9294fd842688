import { describe, expect, it } from 'vitest';
import { skyInDates, lunationsOf, eventsOfType } from '../sky/sky-in-period';
import { ingressFact, lunationFact } from './sky-event-facts';

describe('sky event facts', () => {
  it('names the exact lunation with its sign and UTC date', () => {
    // The Full Moon of late December 2026 falls in early Cancer.
    const [full] = lunationsOf(skyInDates('2026-12-20', 7), ['full-moon']);
    expect(full && lunationFact(full)).toBe('Full Moon in Cancer on Dec 24');
  });

  it('names the Sun entering a sign', () => {
    const [ingress] = eventsOfType(skyInDates('2026-12-19', 5), ['ingress'], 'sun');
    expect(ingress && ingressFact(ingress, 'Sun')).toBe('Sun enters Capricorn on Dec 21');
  });
});
