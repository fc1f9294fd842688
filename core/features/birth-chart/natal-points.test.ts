import { describe, expect, it } from 'vitest';
import { signs } from '../../content/signs';
import { computeAstrologerChart } from '../../sky/astrologer-chart';
import { arcLabel } from '../../compose/placement-labels';
import { composeNatalReading } from './natal-reading';

const BIRTH = { utc: new Date('1990-07-15T14:30:00Z'), latitude: 51.51, longitude: -0.13 };
const name = (id: keyof typeof signs) => signs[id].name;
const read = (chart: ReturnType<typeof computeAstrologerChart>, timeKnown = true) =>
  composeNatalReading({ name: 'Ada', chart, timeKnown });

describe('the natal reading’s zodiac, house system and extra points', () => {
  it('reads a sidereal chart in sidereal signs, names the ayanamsa and says where the Sun moved from', () => {
    const chart = computeAstrologerChart({ ...BIRTH, zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' } });
    if (chart.zodiac.zodiac !== 'sidereal') throw new Error('the chart should be sidereal');
    const { markdown, headline, facts } = read(chart);
    // Tropical Cancer 22°; less the Lahiri ayanamsa (about 23°43′ in 1990) it is Gemini.
    expect(chart.bodies.sun.sign).toBe('gemini');
    expect(markdown).toContain('Sun in Gemini');
    expect(markdown).not.toContain('Sun in Cancer');
    expect(markdown).toMatch(/sidereal/);
    expect(markdown).toContain(`Lahiri (Chitrapaksha) ayanamsa of ${arcLabel(chart.zodiac.ayanamsaDegrees)}`);
    expect(markdown).toMatch(/Sun (would be in|from) Cancer/);
    expect(headline).toMatch(/^Ada’s Sidereal Birth Chart: Gemini Sun/);
    expect(facts).toContain(
      `Sidereal zodiac, Lahiri (Chitrapaksha) ayanamsa ${arcLabel(chart.zodiac.ayanamsaDegrees)}`,
    );
  });

  it('says the Sun kept its sign when it sits late enough to stay in both zodiacs', () => {
    // The Sun at tropical Cancer 29° stays in sidereal Cancer (about 5° in).
    const chart = computeAstrologerChart({
      utc: new Date('1990-07-22T12:00:00Z'),
      zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' },
    });
    expect(chart.bodies.sun.sign).toBe('cancer');
    expect(read(chart, false).markdown).toMatch(/Sun (stays|sits late enough) in Cancer/);
  });

  it('says nothing about the zodiac or houses for a tropical Placidus chart, and names any other system', () => {
    const tropical = read(computeAstrologerChart(BIRTH)).markdown;
    expect(tropical).not.toMatch(/sidereal|ayanamsa|Placidus/i);
    const koch = read(computeAstrologerChart({ ...BIRTH, houseSystem: 'koch' })).markdown;
    expect(koch).toMatch(/Koch system/);
    const tromso = computeAstrologerChart({ ...BIRTH, latitude: 69.65, longitude: 18.96 });
    expect(read(tromso).markdown).toMatch(/Placidus houses (cannot be drawn|undefined)[^.]*Porphyry/);
  });

  it('reads Chiron and Lilith by sign and house', () => {
    const chart = computeAstrologerChart(BIRTH);
    const { chiron, lilith } = chart.bodies;
    if (!chiron) throw new Error('1990 lies in Chiron’s table');
    const { markdown, facts } = read(chart);
    expect(markdown).toMatch(new RegExp(`Chiron[^.]* in ${name(chiron.sign)}`));
    expect(markdown).toMatch(new RegExp(`Lilith[^.]* in ${name(lilith.sign)}`));
    expect(markdown).toMatch(new RegExp(`(${chiron.house}|${lilith.house})(st|nd|rd|th) house`));
    expect(chiron.retrograde).toBe(false);
    expect(markdown).not.toMatch(/Chiron (was )?retrograde/);
    expect(facts.some((fact) => fact.startsWith(`Chiron in ${name(chiron.sign)}`))).toBe(true);
    expect(facts.some((fact) => fact.startsWith(`Black Moon Lilith in ${name(lilith.sign)}`))).toBe(true);
  });

  it('adds a line for Chiron retrograde at birth', () => {
    // Chiron in Cancer stood opposite the Sun in January 1991, deep in its retrograde loop.
    const chart = computeAstrologerChart({ ...BIRTH, utc: new Date('1991-01-10T14:30:00Z') });
    expect(chart.bodies.chiron?.retrograde).toBe(true);
    const { markdown, facts } = read(chart);
    expect(markdown).toMatch(/Chiron (was )?retrograde/);
    expect(facts.some((fact) => /^Chiron in .*, retrograde$/.test(fact))).toBe(true);
  });

  it('reads Lilith alone outside Chiron’s 1900–2100 table', () => {
    const old = computeAstrologerChart({ utc: new Date('1880-03-01T12:00:00Z') });
    const { markdown } = read(old, false);
    expect(markdown).not.toMatch(/Chiron/);
    expect(markdown).toMatch(new RegExp(`Lilith[^.]* in ${name(old.bodies.lilith.sign)}`));
  });

  it('reads the Part of Fortune only with a birth time and place', () => {
    const chart = computeAstrologerChart(BIRTH);
    const fortune = chart.points?.partOfFortune;
    if (!fortune) throw new Error('a timed chart with a place has the Part of Fortune');
    expect(read(chart).markdown).toMatch(
      new RegExp(
        `Part of Fortune[^.]* in ${name(fortune.sign)} in (the|your) ${fortune.house}(st|nd|rd|th) house`,
      ),
    );
    expect(read(chart, false).markdown).not.toMatch(/Part of Fortune/);
    expect(read(computeAstrologerChart({ utc: BIRTH.utc })).markdown).not.toMatch(/Part of Fortune/);
  });
});
