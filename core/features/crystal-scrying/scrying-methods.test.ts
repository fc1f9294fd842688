import { describe, expect, it } from 'vitest';
import { SCRYING_METHOD_IDS, type ScryingMethod, scryingMethodList, scryingMethods } from './scrying-methods';

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

describe('the traditional scrying techniques', () => {
  it("holds the spec's three, candlelight, moonlight and water, in that order", () => {
    expect([...SCRYING_METHOD_IDS]).toEqual(['candlelight', 'moonlight', 'water']);
    expect(scryingMethodList.map((method) => method.id)).toEqual(['candlelight', 'moonlight', 'water']);
    expect(Object.keys(scryingMethods)).toEqual(['candlelight', 'moonlight', 'water']);
  });

  it.each(scryingMethodList.map((method) => [method.id, method] as const))(
    '%s: a name, a two-sentence-or-longer description and an emoji icon',
    (id, method) => {
      expect(method.name, `${id} name`).toMatch(/^[A-Z][a-z]+ Scrying$/);
      expect(sentencesOf(method.description).length, `${id} description`).toBeGreaterThanOrEqual(2);
      expect(method.description, `${id} description has stray spacing`).toBe(
        method.description.trim().replace(/\s+/g, ' '),
      );
      expect(method.icon, `${id} icon`).toMatch(/\p{Extended_Pictographic}/u);
    },
  );

  it('names each technique after what it is', () => {
    for (const method of scryingMethodList) expect(method.name.toLowerCase(), method.id).toContain(method.id);
  });

  it('warns never to leave the candle unattended, and only the candle method carries a safety line', () => {
    const candle: ScryingMethod = scryingMethods.candlelight;
    expect(candle.safetyNote).toMatch(/never leave a lit candle unattended/i);
    expect(candle.safetyNote).toMatch(/put it out/);
    const withNotes = scryingMethodList
      .filter((method) => method.safetyNote !== undefined)
      .map((method) => method.id);
    expect(withNotes).toEqual(['candlelight']);
  });

  it('never shares a sentence between two techniques', () => {
    const all = scryingMethodList.flatMap((method) =>
      [method.description, method.safetyNote ?? ''].flatMap(sentencesOf).filter(Boolean).map(fold),
    );
    expect(new Set(all).size).toBe(all.length);
  });
});
