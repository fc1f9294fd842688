import { describe, expect, it } from 'vitest';
import { CALENDAR_CATEGORY_IDS } from '../../../content/calendar-categories';
import * as lines from './calendar-lines';
import { CALENDAR_SLOT_NAMES, type CalendarSlotName, calendarSlotNames } from '../calendar-voice';
import { eventLeads, eventReadings } from './event-meaning-lines';

const all = (table: Record<string, readonly string[]>) => Object.values(table).flat();

/** Banks chosen by day need a week of entries; banks chosen by day and sign need one per sign. */
const DAILY = 7;
const PER_SIGN = 12;

const BANKS: { name: string; lines: readonly string[]; least: number; slots: readonly CalendarSlotName[] }[] =
  [
    ...CALENDAR_CATEGORY_IDS.map((category) => ({
      name: `intro ${category}`,
      lines: lines.calendarIntros[category],
      least: 3,
      slots: ['sign', 'range'] as const,
    })),
    { name: 'closingLines', lines: lines.closingLines, least: DAILY, slots: ['sign'] },
    { name: 'closingQuestions', lines: lines.closingQuestions, least: PER_SIGN, slots: [] },
    { name: 'calendarAffirmations', lines: lines.calendarAffirmations, least: PER_SIGN, slots: [] },
    { name: 'moonVisitLines', lines: lines.moonVisitLines, least: DAILY, slots: ['sign', 'date'] },
    {
      name: 'busyHouseLines',
      lines: lines.busyHouseLines,
      least: DAILY,
      slots: ['count', 'house', 'area', 'sign'],
    },
    {
      name: 'openingPhaseLines',
      lines: lines.openingPhaseLines,
      least: DAILY,
      slots: ['light', 'event', 'date', 'house'],
    },
    { name: 'standingLines', lines: lines.standingLines, least: PER_SIGN, slots: ['facts', 'sign', 'first'] },
    { name: 'noIngressLines', lines: lines.noIngressLines, least: PER_SIGN, slots: ['sign'] },
    {
      name: 'seasonLines',
      lines: lines.seasonLines,
      least: DAILY,
      slots: ['season', 'mood', 'house', 'area'],
    },
    {
      name: 'nextSeasonLines',
      lines: lines.nextSeasonLines,
      least: DAILY,
      slots: ['season', 'mood', 'house', 'area'],
    },
    { name: 'turningLines', lines: lines.turningLines, least: DAILY, slots: ['turning', 'date', 'house'] },
    {
      name: 'nodeAxisLines',
      lines: lines.nodeAxisLines,
      least: DAILY,
      slots: ['eventSign', 'southSign', 'house', 'area', 'from'],
    },
    {
      name: 'nextEclipseLines',
      lines: lines.nextEclipseLines,
      least: DAILY,
      slots: ['event', 'date', 'house'],
    },
    { name: 'quietEclipseLines', lines: lines.quietEclipseLines, least: DAILY, slots: ['sign'] },
    {
      name: 'showerLines',
      lines: lines.showerLines,
      least: PER_SIGN,
      slots: ['shower', 'count', 'eventSign', 'theme'],
    },
    {
      name: 'peakMoonLines',
      lines: lines.peakMoonLines,
      least: DAILY,
      slots: ['light', 'eventSign', 'house', 'area'],
    },
    { name: 'noShowerLines', lines: lines.noShowerLines, least: DAILY, slots: ['sign', 'shower', 'date'] },
    { name: 'darkSkyLines', lines: lines.darkSkyLines, least: PER_SIGN, slots: ['date', 'house'] },
    { name: 'brightSkyLines', lines: lines.brightSkyLines, least: PER_SIGN, slots: ['date', 'house'] },
    {
      name: 'ongoingRetrogradeLines',
      lines: lines.ongoingRetrogradeLines,
      least: DAILY,
      slots: ['body', 'eventSign', 'house', 'area', 'theme', 'until'],
    },
    { name: 'allDirectLines', lines: lines.allDirectLines, least: PER_SIGN, slots: ['sign'] },
    { name: 'noStationLines', lines: lines.noStationLines, least: PER_SIGN, slots: ['sign'] },
    { name: 'voidCountLines', lines: lines.voidCountLines, least: DAILY, slots: ['sign', 'count'] },
    {
      name: 'lastContactLines',
      lines: lines.lastContactLines,
      least: PER_SIGN,
      slots: ['contact', 'date', 'eventSign', 'house'],
    },
  ];

describe('calendar sentence banks', () => {
  it.each(BANKS.map((bank) => [bank.name, bank] as const))(
    '%s has enough entries and only its slots',
    (_name, bank) => {
      expect(bank.lines.length).toBeGreaterThanOrEqual(bank.least);
      expect(new Set(bank.lines).size, 'a duplicate entry').toBe(bank.lines.length);
      for (const line of bank.lines) {
        expect(line, 'complete sentence, plain prose').toMatch(/^[A-Z{][^<>*_#`[\]]*[.?!]$/);
        for (const slot of calendarSlotNames(line)) {
          expect(CALENDAR_SLOT_NAMES as readonly string[], `unknown slot {${slot}}: ${line}`).toContain(slot);
          expect(bank.slots as readonly string[], `slot {${slot}} not filled here: ${line}`).toContain(slot);
        }
      }
    },
  );

  it('tells an event in 21 ways before a pairing of lead and reading comes back', () => {
    expect(eventLeads).toHaveLength(7);
    for (const lead of eventLeads) {
      expect(lead).toContain('{event}');
      expect(lead).toContain('{house}');
      expect(lead, 'a lead ends in its connector').toMatch(/(, so|:|, and|, which means)$/);
    }
    for (const [kind, readings] of Object.entries(eventReadings)) {
      expect(readings.length, kind).toBeGreaterThanOrEqual(3);
      for (const reading of readings) {
        expect(reading, `${kind}: a clause that follows a connector`).toMatch(/^[a-z{][^.]*[a-z}]$/);
        expect(reading, `${kind}: names the house's matters`).toContain('{area}');
      }
    }
  });

  it('keeps headings under four words, so they never count as sentences', () => {
    for (const heading of all(lines.headings))
      expect(heading.split(' ').length, heading).toBeLessThanOrEqual(3);
  });
});
