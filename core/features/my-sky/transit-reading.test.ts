import { describe, expect, it } from 'vitest';
import { chartMomentOf } from '../../compose/reading-sky';
import { ADA, BEN } from '../../testing/birth-fixtures';
import { natalPointsOf } from '../../sky/transits/natal-points';
import { personalSky } from '../../sky/transits/personal-sky';
import type { TransitEvent } from '../../sky/transits/personal-sky-event';
import { composeTransitReading } from './transit-reading';

const transitsOf = (person: typeof ADA, from: string, days: number) =>
  personalSky(chartMomentOf(person), new Date(`${from}T00:00:00Z`), days).events.filter(
    (event): event is TransitEvent => event.kind === 'transit',
  );
/** Sentences of a markdown reading, headings and the bold label left out. */
const sentencesOf = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.replace(/^\*\*Try this:\*\* /, '').replace(/^_|_$/g, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z])/));

describe('composeTransitReading', () => {
  const natal = natalPointsOf(chartMomentOf(ADA));
  const month = transitsOf(ADA, '2026-12-01', 30);

  it('shares no sentence between 30 different transits of one person within a month', () => {
    expect(month.length).toBeGreaterThanOrEqual(30);
    const seen = new Map<string, string>();
    for (const transit of month.slice(0, 30)) {
      const reading = composeTransitReading({ name: 'Ada', transit, natal });
      for (const sentence of sentencesOf(reading)) {
        if (sentence.startsWith('Without a')) continue;
        expect(seen.get(sentence), `"${sentence}" came back`).toBeUndefined();
        seen.set(sentence, transit.exactAt);
      }
    }
  });

  it('names the figures: body, aspect, natal point with its degree and house, and the dates', () => {
    const transit = month.find((event) => event.house !== undefined) ?? month[0];
    if (!transit) throw new Error('no transit');
    const reading = composeTransitReading({ name: 'Ada', transit, natal });
    expect(reading).toMatch(/^## \w+ (conjunct|sextile|square|trine|opposite) your /);
    expect(reading).toMatch(/sits at [A-Z][a-z]+ \d+°\d\d′ in your \d+(st|nd|rd|th) house/);
    expect(reading).toContain(
      `on ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][Number(transit.exactAt.slice(5, 7)) - 1]} ${Number(transit.exactAt.slice(8, 10))}`,
    );
    expect(reading).toContain('**Try this:**');
  });

  it('tells a retrograde pass and which of the loop’s passes it is', () => {
    const slow = transitsOf(BEN, '2026-01-01', 366).find((event) => event.passes > 1 && event.retrograde);
    if (!slow) throw new Error('Ben has no retrograde pass of a looping transit in 2026');
    const reading = composeTransitReading({
      name: 'Ben',
      transit: slow,
      natal: natalPointsOf(chartMomentOf(BEN)),
    });
    expect(reading).toContain(`${['first', 'second', 'third'][slow.pass - 1] ?? ''} `);
    expect(reading).toContain(String(slow.passes));
    expect(reading).toMatch(/retrograde/);
  });

  it('says plainly that a chart without a birth time has no houses or angles', () => {
    const noon = { ...ADA, time: undefined, utc: '1990-07-15T11:00:00Z' };
    const [transit] = transitsOf(noon, '2026-12-01', 5);
    if (!transit) throw new Error('no transit');
    const reading = composeTransitReading({
      name: 'Ada',
      transit,
      natal: natalPointsOf(chartMomentOf(noon)),
    });
    expect(reading).toContain('Without a birth time this chart has no houses or angles');
    expect(reading).not.toMatch(/\d+(st|nd|rd|th) house/);
  });
});
