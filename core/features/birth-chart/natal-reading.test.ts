import { describe, expect, it } from 'vitest';
import { PLANET_IDS, SIGN_IDS, signs } from '../../content/signs';
import { type NatalChart, computeChart } from '../../sky/chart';
import {
  moonAspectNotes,
  natalClosings,
  natalIntros,
  noBirthPlaceNotes,
  noBirthTimeNotes,
  outerPlanetIntros,
  socialPlanetIntros,
} from './bank/natal-frame-lines';
import { bodyNames, houseLabel } from './chart-words';
import { composeNatalReading } from './natal-reading';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const signOf = (longitude: number) => signs[SIGN_IDS[Math.floor(longitude / 30) % 12] ?? 'aries'].name;
const HOUSE_CLAIM = /\b\d{1,2}(st|nd|rd|th) house\b/;

/** Birth in London with a known time, and one with neither time nor place (noon stand-in). */
const london = computeChart({ utc: new Date('1990-07-28T14:30:00Z'), latitude: 51.5, longitude: -0.12 });
const noTime = computeChart({ utc: new Date('1985-03-02T12:00:00Z') });

/** A spread of births across decades and latitudes, for the length and shape checks. */
const SAMPLE_CHARTS: NatalChart[] = Array.from({ length: 24 }, (_, index) => {
  const utc = new Date(Date.UTC(1950, 0, 1) + index * 86_400_000 * 601.7 + index * 3_600_000 * 5);
  return index % 3 === 0
    ? computeChart({ utc })
    : computeChart({ utc, latitude: -45 + ((index * 37) % 110), longitude: -170 + ((index * 53) % 340) });
});

/** Paragraphs that are not claims: the frame lines, as patterns with their slots open. */
const FRAME_PATTERNS = [
  ...natalIntros,
  ...noBirthTimeNotes,
  ...noBirthPlaceNotes,
  ...moonAspectNotes,
  ...socialPlanetIntros,
  ...outerPlanetIntros,
  ...natalClosings,
].map(
  (template) =>
    new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-zA-Z]+\}/g, '.+')}$`, 'i'),
);

describe('composeNatalReading', () => {
  it('names the Sun, Moon and Ascendant placements with their houses when the time and place are known', () => {
    const { markdown, headline } = composeNatalReading({ name: 'Maya', chart: london, timeKnown: true });
    const { sun, moon } = london.bodies;
    expect(markdown).toContain(`**Sun in ${signs[sun.sign].name}, ${houseLabel(sun.house ?? 0)}** — `);
    expect(markdown).toContain(`**Moon in ${signs[moon.sign].name}, ${houseLabel(moon.house ?? 0)}** — `);
    expect(markdown).toContain(`**Ascendant in ${signOf(london.houses?.asc ?? 0)}** — `);
    expect(headline).toBe(
      `Maya’s Birth Chart: ${signs[sun.sign].name} Sun, ${signs[moon.sign].name} Moon, ${signOf(london.houses?.asc ?? 0)} Rising`,
    );
  });

  it('names every planet, the North Node and the tightest aspects with their orbs', () => {
    const { markdown } = composeNatalReading({ name: 'Maya', chart: london, timeKnown: true });
    for (const id of PLANET_IDS)
      expect(markdown, id).toMatch(new RegExp(`\\*\\*${bodyNames[id]}( retrograde)? in `));
    expect(markdown).toMatch(/\*\*North Node in \w+, \d+(st|nd|rd|th) house\*\* — /);
    expect(
      markdown.match(
        /\*\*\w+ (conjunct|sextile|square|trine|quincunx|opposite) \w+ \(orb \d+°\d{2}′\)\*\* — /g,
      )?.length,
    ).toBeGreaterThanOrEqual(3);
    expect(markdown).toMatch(/\*\*[\w, ]+ in the \d+(st|nd|rd|th) house\*\* — /);
  });

  it('makes no house claims without a birth time, says why, and leaves the Moon’s aspects out', () => {
    const reading = composeNatalReading({ name: 'Sam', chart: noTime, timeKnown: false });
    expect(reading.markdown).not.toMatch(HOUSE_CLAIM);
    expect(reading.markdown).not.toContain('Ascendant in');
    expect(reading.markdown).toMatch(/birth time/i);
    expect(reading.markdown).not.toMatch(/\*\*(Moon \w+ \w+|\w+ \w+ Moon) \(orb/);
    expect(reading.headline).not.toContain('Rising');
    expect(reading.markdown).toContain(`**Sun in ${signs[noTime.bodies.sun.sign].name}** — `);
    expect(reading.markdown).toMatch(/\*\*[\w, ]+ in (fire|earth|air|water) signs\*\* — /);
  });

  it('ignores houses cast for a stand-in hour, and asks for a place when only the place is missing', () => {
    const standIn = composeNatalReading({ name: 'Sam', chart: london, timeKnown: false });
    expect(standIn.markdown).not.toMatch(HOUSE_CLAIM);
    const noPlace = composeNatalReading({
      name: 'Sam',
      chart: computeChart({ utc: new Date(london.utc) }),
      timeKnown: true,
    });
    expect(noPlace.markdown).not.toMatch(HOUSE_CLAIM);
    expect(noPlace.markdown).toMatch(/birth ?place/i);
  });

  it('flags the Moon’s sign as uncertain when it changed sign on a birth day of unknown time', () => {
    // Noon charts through a month: the Moon changes sign every two to three days.
    const days = Array.from({ length: 30 }, (_, day) =>
      computeChart({ utc: new Date(Date.UTC(2001, 4, 1 + day, 12)) }),
    );
    const nearBoundary = days.find((chart) => chart.bodies.moon.degree < 3);
    const midSign = days.find((chart) => chart.bodies.moon.degree >= 12 && chart.bodies.moon.degree <= 17);
    if (!nearBoundary || !midSign) throw new Error('the sample month should hold both kinds of day');
    const previous = SIGN_IDS[(SIGN_IDS.indexOf(nearBoundary.bodies.moon.sign) + 11) % 12] ?? 'aries';
    const uncertain = composeNatalReading({ name: 'Ana', chart: nearBoundary, timeKnown: false }).markdown;
    expect(uncertain).toContain(signs[previous].name);
    expect(uncertain).toMatch(/uncertain|may have been/);
    const certain = composeNatalReading({ name: 'Ana', chart: midSign, timeKnown: false }).markdown;
    expect(certain).not.toMatch(/uncertain|may have been/);
  });

  it('is deterministic for a chart and differs between charts', () => {
    const first = composeNatalReading({ name: 'Maya', chart: london, timeKnown: true });
    expect(composeNatalReading({ name: 'Maya', chart: london, timeKnown: true })).toEqual(first);
    const bodies = SAMPLE_CHARTS.map(
      (chart) => composeNatalReading({ name: 'Maya', chart, timeKnown: true }).body,
    );
    expect(new Set(bodies).size).toBe(SAMPLE_CHARTS.length);
  });

  it('writes 350 to 700 words of plain markdown with every slot filled', () => {
    for (const [index, chart] of [london, noTime, ...SAMPLE_CHARTS].entries()) {
      const timeKnown = chart.houses !== undefined;
      const reading = composeNatalReading({ name: index % 2 ? 'Alexandra' : '', chart, timeKnown });
      const label = `${chart.utc} ${timeKnown ? 'with houses' : 'without houses'}`;
      expect(wordCount(reading.markdown), label).toBeGreaterThanOrEqual(350);
      expect(wordCount(reading.markdown), label).toBeLessThanOrEqual(700);
      expect(reading.markdown, label).not.toMatch(/[{}<>]/);
      expect(reading.markdown, label).not.toMatch(/undefined|NaN| {2}/);
      expect(reading.affirmation.length).toBeGreaterThan(0);
      expect(reading.facts.length).toBeGreaterThanOrEqual(11);
    }
  });

  it('opens every interpretive paragraph with the placement it rests on', () => {
    for (const chart of [london, noTime, ...SAMPLE_CHARTS.slice(0, 8)]) {
      const { body } = composeNatalReading({ name: 'Maya', chart, timeKnown: chart.houses !== undefined });
      for (const paragraph of body.split('\n\n')) {
        if (paragraph.startsWith('### ') || paragraph.startsWith('**')) continue;
        expect(
          FRAME_PATTERNS.some((pattern) => pattern.test(paragraph)),
          `paragraph without a placement: ${paragraph}`,
        ).toBe(true);
      }
    }
  });
});
