import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { type AstrologerChart, computeAstrologerChart } from '../../sky/astrologer-chart';
import { repetitionWithin, sentencesOf } from '../../compose/quality/sentence-stats';
import { NATAL_WORD_RANGE, composeNatalReading } from './natal-reading';
import { signIdAt } from './natal-placements';
import { SAMPLE_BIRTHS, UNTIMED_SAMPLE_BIRTHS } from './natal-sample-charts';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const name = (id: keyof typeof signs) => signs[id].name;
const HOUSE_MENTION = /\b\d{1,2}(st|nd|rd|th) house\b/;
const HEADINGS = [
  '### Your Core Self',
  '### Mind, Heart, Drive',
  '### Strongest Patterns',
  '### Where You Grow',
];
/** A table row restated as a line: "- House 1 cusp in Scorpio 1°58′", "* Venus in Libra 14°02′". */
const TABLE_ROW_LINE = new RegExp(
  `^\\s*([-*+•]|\\d+\\.)\\s|House \\d+ cusp in|(${SIGN_IDS.map((id) => signs[id].name).join('|')}) \\d{1,2}°`,
);
const DEGREE = /\d{1,2}°\d{2}′/g;
/** A degree is named only where it matters: how close an aspect is to exact, or a planet to an angle. */
const DEGREE_IN_CONTEXT = /within \d{1,2}°\d{2}′ of|\d{1,2}°\d{2}′ from|within \d{1,2}°\d{2}′,/g;

const london = computeAstrologerChart({
  utc: new Date('1990-07-28T14:30:00Z'),
  latitude: 51.5,
  longitude: -0.12,
});
const noTime = computeAstrologerChart({ utc: new Date('1985-03-02T12:00:00Z') });

const read = (chart: AstrologerChart, timeKnown = true, person = 'Maya') =>
  composeNatalReading({ name: person, chart, timeKnown });

describe('composeNatalReading', () => {
  it('reads the Sun, Moon and Ascendant together in a headed section, naming each placement', () => {
    const { markdown, headline } = read(london);
    const { sun, moon } = london.bodies;
    const rising = name(signIdAt(london.houses?.asc ?? 0));
    const core = markdown.slice(markdown.indexOf(HEADINGS[0] ?? ''), markdown.indexOf(HEADINGS[1] ?? ''));
    expect(core).toContain(`Sun in ${name(sun.sign)}`);
    expect(core).toContain(`Moon in ${name(moon.sign)}`);
    expect(core).toMatch(new RegExp(`${rising} rising|Ascendant in ${rising}|${rising} was on the eastern`));
    expect(core).toMatch(/chart ruler|ruler of/i);
    expect(headline).toBe(
      `Maya’s Birth Chart: ${name(sun.sign)} Sun, ${name(moon.sign)} Moon, ${rising} Rising`,
    );
  });

  it('is prose under four headings, with no table rows restated as lines and degrees only where they matter', () => {
    for (const { label, chart } of [...SAMPLE_BIRTHS, ...UNTIMED_SAMPLE_BIRTHS.slice(0, 6)]) {
      const { body } = read(chart, chart.houses !== undefined);
      expect(body.match(/^### .+$/gm), label).toEqual(HEADINGS);
      for (const line of body.split('\n')) {
        expect(line, `${label}: a line restating the tables`).not.toMatch(TABLE_ROW_LINE);
        expect(line, `${label}: a bold placement label`).not.toMatch(/\*\*/);
      }
      const degrees = body.match(DEGREE) ?? [];
      expect(body.match(DEGREE_IN_CONTEXT)?.length ?? 0, `${label}: ${degrees.join(', ')}`).toBe(
        degrees.length,
      );
      // Three aspects and two planets on angles at most.
      expect(degrees.length, label).toBeLessThanOrEqual(5);
      for (const paragraph of body.split('\n\n').filter((part) => !part.startsWith('### '))) {
        expect(sentencesOf(paragraph).length, `${label}: a one-line paragraph: ${paragraph}`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('writes 350 to 900 words with every slot filled and no sentence said twice', () => {
    const births = [...SAMPLE_BIRTHS, ...UNTIMED_SAMPLE_BIRTHS];
    for (const [index, { label, chart }] of births.entries()) {
      const reading = read(chart, chart.houses !== undefined, index % 2 ? 'Alexandra' : '');
      expect(wordCount(reading.markdown), label).toBeGreaterThanOrEqual(NATAL_WORD_RANGE.min);
      expect(wordCount(reading.markdown), label).toBeLessThanOrEqual(NATAL_WORD_RANGE.max);
      expect(reading.markdown, label).not.toMatch(/[{}<>]|undefined|NaN| {2}|,,|, ,|\.\./);
      const repeated = repetitionWithin([reading.markdown]);
      expect(repeated.repeats, `${label} repeats: ${repeated.examples.join(' | ')}`).toBe(0);
      expect(reading.facts.length).toBeGreaterThanOrEqual(11);
    }
  });

  it('speaks to one person, with the name only where the frame uses it', () => {
    const named = read(london, true, 'Maya');
    expect(named.body.match(/Maya/g)).toHaveLength(1);
    expect(named.body).toMatch(/, Maya, /);
    const anonymous = read(london, true, '  ');
    expect(anonymous.headline).toMatch(/^Your Birth Chart/);
    expect(anonymous.body).not.toMatch(/ ,|,,|\bfriend\b/);
    for (const { chart } of SAMPLE_BIRTHS.slice(0, 8)) {
      const { body } = read(chart);
      expect(body).not.toMatch(/\b(he|she|him|his|her|hers)\b/i);
      expect(body).not.toMatch(/\bI\b/);
    }
  });

  it('says what it cannot read without a birth time, and reads the rest without houses or the Moon’s aspects', () => {
    const reading = read(noTime, false, 'Sam');
    expect(reading.markdown).not.toMatch(HOUSE_MENTION);
    expect(reading.markdown).toMatch(/birth time/i);
    expect(reading.markdown).toMatch(/rising sign|Ascendant/);
    expect(reading.markdown).not.toMatch(/rising in the east|chart ruler|Descendant|Midheaven/);
    expect(reading.headline).not.toContain('Rising');
    expect(reading.markdown).toContain(`Sun in ${name(noTime.bodies.sun.sign)}`);
    const aspects = reading.body.slice(
      reading.body.indexOf(HEADINGS[2] ?? ''),
      reading.body.indexOf(HEADINGS[3] ?? ''),
    );
    expect(aspects).not.toMatch(
      /the Moon in \w+ (makes|squares|trines|opposes|sits|and|are)|the Moon (and|are) /,
    );
  });

  it('ignores houses cast for a stand-in hour, and asks for a place when only the place is missing', () => {
    expect(read(london, false).markdown).not.toMatch(HOUSE_MENTION);
    const noPlace = read(computeAstrologerChart({ utc: new Date(london.utc) }), true);
    expect(noPlace.markdown).not.toMatch(HOUSE_MENTION);
    expect(noPlace.markdown).toMatch(/birth ?place/i);
  });

  it('flags the Moon’s sign as uncertain when it changed sign on a birth day of unknown time', () => {
    // Noon charts through a month: the Moon changes sign every two to three days.
    const days = Array.from({ length: 30 }, (_, day) =>
      computeAstrologerChart({ utc: new Date(Date.UTC(2001, 4, 1 + day, 12)) }),
    );
    const nearBoundary = days.find((chart) => chart.bodies.moon.degree < 3);
    const midSign = days.find((chart) => chart.bodies.moon.degree >= 12 && chart.bodies.moon.degree <= 17);
    if (!nearBoundary || !midSign) throw new Error('the sample month should hold both kinds of day');
    const previous = SIGN_IDS[(SIGN_IDS.indexOf(nearBoundary.bodies.moon.sign) + 11) % 12] ?? 'aries';
    const uncertain = read(nearBoundary, false).markdown;
    expect(uncertain).toContain(name(previous));
    expect(uncertain).toMatch(/may have been/);
    expect(read(midSign, false).markdown).not.toMatch(/may have been/);
  });

  it('reads the tightest aspects with their placements, naming the orb only when nearly exact', () => {
    const { body } = read(london);
    const tight = london.aspects
      .filter((aspect) => aspect.orb < 1 && [aspect.a, aspect.b].includes('venus'))
      .map((aspect) => aspect.orb);
    expect(tight.length).toBeGreaterThan(0);
    expect(body).toMatch(/Venus in \w+ (opposes|trines|squares|makes|and|sits)/);
    expect(body).toMatch(/within 0°\d{2}′ of exact/);
  });

  it('is deterministic for a chart and differs between charts', () => {
    expect(read(london)).toEqual(read(london));
    const bodies = SAMPLE_BIRTHS.map(({ chart }) => read(chart).body);
    expect(new Set(bodies).size).toBe(SAMPLE_BIRTHS.length);
  });
});
