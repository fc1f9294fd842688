import { MakeTime, NextMoonQuarter, SearchMoonQuarter } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { type IsoDate, daysBetween } from '../time/calendar-date';
import { LUNATION_IDS, moonVisits, surveySky } from './sky-survey';

/** Exact principal phases from astronomy-engine's own search, as UTC dates. */
function exactLunations(from: IsoDate, to: IsoDate) {
  const events: { kind: string; date: IsoDate }[] = [];
  let quarter = SearchMoonQuarter(MakeTime(new Date(`${from}T00:00:00Z`)));
  while (quarter.time.date.toISOString().slice(0, 10) <= to) {
    events.push({
      kind: LUNATION_IDS[quarter.quarter] ?? '',
      date: quarter.time.date.toISOString().slice(0, 10),
    });
    quarter = NextMoonQuarter(quarter);
  }
  return events;
}

describe('surveySky', () => {
  it('finds the real lunations and the Sun’s ingress of May 2026', () => {
    const survey = surveySky('2026-05-01', 31);
    expect(survey.days).toHaveLength(31);
    expect(survey.lunations.map(({ kind, date, sign }) => `${kind} ${date} ${sign}`)).toEqual([
      'full-moon 2026-05-01 scorpio',
      'last-quarter 2026-05-09 aquarius',
      'new-moon 2026-05-16 taurus',
      'first-quarter 2026-05-23 virgo',
      'full-moon 2026-05-31 sagittarius',
    ]);
    expect(survey.sunIngresses).toEqual([{ kind: 'sun-ingress', date: '2026-05-21', sign: 'gemini' }]);
  });

  it('agrees with astronomy-engine’s exact quarter search to within a day across a year', () => {
    const survey = surveySky('2026-01-01', 365);
    const exact = exactLunations('2026-01-01', '2026-12-31');
    expect(survey.lunations.map((event) => event.kind)).toEqual(exact.map((event) => event.kind));
    survey.lunations.forEach((event, index) => {
      const reference = exact[index];
      expect(Math.abs(daysBetween(reference?.date ?? event.date, event.date))).toBeLessThanOrEqual(1);
    });
    expect(survey.sunIngresses).toHaveLength(12);
  });

  it('groups the days the Moon spends in a sign', () => {
    const survey = surveySky('2026-05-01', 31);
    const visits = moonVisits(survey.days, 'taurus');
    expect(visits.length).toBeGreaterThanOrEqual(1);
    for (const visit of visits) expect(daysBetween(visit.first, visit.last)).toBeLessThanOrEqual(3);
  });
});
