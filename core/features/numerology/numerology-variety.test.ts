import { describe, expect, it } from 'vitest';
import { stripMarkdown, repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { signSkyFor } from '../../compose/sign-sky';
import { addDays } from '../../time/calendar-date';
import { repeatsOverDays } from '../../compose/quality/reader-stats';
import { numerologyProfile } from './numerology';
import { personalDayNumber } from './numerology-reading';
import { composeNumerologyReading } from './numerology-reading';
import { NUMEROLOGY_SAMPLE_PEOPLE, sampleNumerologyRequest } from './quality-sample-fixtures';

const DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-05', index * 23));
const words = (markdown: string) => stripMarkdown(markdown).split(/\s+/).filter(Boolean).length;

describe('numerology reading variety budget', () => {
  it('twelve readers share under 5 percent of sentences on each of 30 dates', () => {
    const failures = DATES.flatMap((date) => {
      const stats = sharedSentenceRate(
        NUMEROLOGY_SAMPLE_PEOPLE.map(
          (person) => composeNumerologyReading(sampleNumerologyRequest(person, date)).markdown,
        ),
      );
      return stats.rate < 0.05 ? [] : [`${date}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('repeats no sentence of one reader within 7 consecutive days', () => {
    const failures = NUMEROLOGY_SAMPLE_PEOPLE.flatMap((person) => {
      const readings = Array.from(
        { length: 21 },
        (_, day) =>
          composeNumerologyReading(sampleNumerologyRequest(person, addDays('2026-11-01', day))).markdown,
      );
      const stats = repetitionWithin(readings, 7);
      return stats.repeats === 0 ? [] : [`${person.name}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('writes at least 120 words naming the computed numbers and the real sky', () => {
    for (const date of DATES.slice(0, 10)) {
      for (const person of NUMEROLOGY_SAMPLE_PEOPLE) {
        const reading = composeNumerologyReading(sampleNumerologyRequest(person, date));
        const numbers = numerologyProfile(person.name, person.birthDate);
        const where = `${person.name} ${date}`;
        expect(words(reading.body), where).toBeGreaterThanOrEqual(120);
        expect(reading.markdown, where).toContain(`Life Path ${numbers.lifePath.value}`);
        expect(reading.markdown, where).toContain(`Expression ${numbers.expression?.value ?? ''}`);
        expect(reading.markdown, where).toContain(`Soul Urge ${numbers.soulUrge?.value ?? ''}`);
        const jupiter = signSkyFor(person.sign, date).planets.jupiter;
        expect(reading.body, where).toMatch(new RegExp(`Jupiter[^.]*${jupiter.degree}° `));
        expect(stripMarkdown(reading.markdown), where).not.toMatch(
          /[{}]|undefined|NaN|\s,|\.\.| {2}|\ba [aeiou]|\ban [^aeiouh\s]|\b(\w+) \1\b/i,
        );
      }
    }
  });

  it('still reads for a name without Latin letters, from the birth date alone', () => {
    const reading = composeNumerologyReading({
      sign: 'leo',
      name: '李小龙',
      birthDate: '1990-07-14',
      date: '2026-05-14',
    });
    expect(reading.headline).toBe('Life Path 4');
    expect(reading.body).toMatch(/birth date alone/);
  });

  it('a returning reader meets no sentence twice within 30 days (issue 24)', () => {
    const failures = NUMEROLOGY_SAMPLE_PEOPLE.flatMap((person) => {
      const readings = Array.from({ length: 45 }, (_, day) => {
        const date = addDays('2027-01-20', day);
        return { date, text: composeNumerologyReading(sampleNumerologyRequest(person, date)).markdown };
      });
      const { repeats, examples } = repeatsOverDays(readings, 30);
      return repeats === 0 ? [] : [`${person.name}: ${examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('counts the personal day from birth month and day and the full current date', () => {
    // 2 + 4 (birth April 2) + 2+0+2+6 → personal year 7; + 12 (1+2 = 3) → month 1; + 3 → day 4.
    expect(personalDayNumber('1991-04-02', '2026-12-03')).toBe(4);
    expect(personalDayNumber('1991-04-02', '2026-12-04')).toBe(5);
  });
});
