import { describe, expect, it } from 'vitest';
import { CHART_TYPES, chartTypeList } from '@core/features/advanced-chart/chart-types';
import { emptyBirthDetails } from '@/lib/chart/birth-details';
import { detailsFromProfile } from '@/lib/chart/details-from-profile';
import { london, newYork } from '@/lib/chart/place-fixtures';
import { placeDisplayName } from '@/lib/chart/place-search';
import {
  chartFieldsOf,
  type ChartFormState,
  TARGET_REQUIRED,
  applyChartFormPatch,
  initialChartForm,
  signPickProblem,
  prepareChart,
  snapshotOf,
} from './chart-form-state';
import { CHART_ALERTS } from './chart-validation';

const TODAY = '2026-03-01';

const filled: ChartFormState = {
  firstSign: 'leo',
  secondSign: 'pisces',
  person: {
    ...emptyBirthDetails(),
    name: 'Ana',
    date: '1990-08-01',
    time: '14:30',
    place: london,
    placeQuery: placeDisplayName(london),
  },
  partner: { ...emptyBirthDetails(), name: 'Ben', date: '1988-03-05', timeUnknown: true },
  target: {
    ...emptyBirthDetails(),
    placeMode: 'coordinates',
    latitude: '48.8566',
    longitude: '2.3522',
    coordinateZone: 'Europe/Paris',
  },
};

const profile = {
  zodiacSign: 'leo',
  name: 'Ana',
  birthDate: '1990-08-01',
  birthTime: '14:30',
  birthPlace: 'London, England, United Kingdom',
} as const;

describe('initialChartForm', () => {
  it('preselects the profile sign and prefills the first person', () => {
    const form = initialChartForm(profile);
    expect(form.firstSign).toBe('leo');
    expect(form.secondSign).toBeNull();
    expect(form.person).toMatchObject({
      name: 'Ana',
      date: '1990-08-01',
      time: '14:30',
      placeQuery: profile.birthPlace,
      place: null,
    });
    expect(form.partner).toEqual(emptyBirthDetails());
  });

  it('puts coordinates the profile names back into the coordinate boxes and drops a malformed date', () => {
    const details = detailsFromProfile({
      ...profile,
      birthDate: '01/08/1990',
      birthPlace: 'Custom location (48.85, -2.5)',
    });
    expect(details).toMatchObject({
      date: '',
      placeMode: 'coordinates',
      latitude: '48.85',
      longitude: '-2.5',
      placeQuery: '',
    });
  });
});

describe('a birth date decides the Sun sign (issue 26 §11)', () => {
  const start = initialChartForm({
    zodiacSign: 'leo',
    name: '',
    birthDate: '',
    birthTime: '',
    birthPlace: '',
  });

  it('sets each person’s sign from a typed birth date', () => {
    const withDates = applyChartFormPatch(
      applyChartFormPatch(start, { person: { ...start.person, date: '1990-06-15' } }),
      { partner: { ...start.partner, date: '1991-10-01' } },
    );
    expect([withDates.firstSign, withDates.secondSign]).toEqual(['gemini', 'libra']);
    // A half-typed date leaves the picked sign alone.
    expect(applyChartFormPatch(start, { person: { ...start.person, date: '1990-06' } }).firstSign).toBe(
      'leo',
    );
  });

  it('refuses a sign the birth date contradicts, saying why, and starts from the profile date’s sign', () => {
    const person = { ...emptyBirthDetails(), date: '1990-06-15' };
    expect(signPickProblem(person, 'leo')).toMatch(/1990-06-15 makes the Sun sign Gemini/);
    expect(signPickProblem(person, 'gemini')).toBeNull();
    expect(signPickProblem(emptyBirthDetails(), 'leo')).toBeNull();
    const fromProfile = initialChartForm({
      zodiacSign: 'leo',
      name: 'Ana',
      birthDate: '1990-06-15',
      birthTime: '',
      birthPlace: '',
    });
    expect(fromProfile.firstSign).toBe('gemini');
  });
});

describe('snapshotOf', () => {
  it('reads the spec’s fields from the form', () => {
    expect(snapshotOf(filled)).toEqual({
      firstSign: 'leo',
      secondSign: 'pisces',
      name1: 'Ana',
      birthDate1: '1990-08-01',
      name2: 'Ben',
      birthDate2: '1988-03-05',
    });
  });
});

describe('prepareChart', () => {
  it('gives the spec’s alert before looking at anything else', () => {
    const broken = { ...filled, firstSign: null, target: emptyBirthDetails() };
    expect(prepareChart(broken, CHART_TYPES.relocation, TODAY)).toEqual({
      kind: 'alert',
      message: CHART_ALERTS.noFirstSign,
    });
    expect(prepareChart({ ...filled, secondSign: null }, CHART_TYPES.davison, TODAY)).toEqual({
      kind: 'alert',
      message: CHART_ALERTS.noSecondSign,
    });
  });

  it('builds a two-person request with both moments and no target', () => {
    const result = prepareChart(filled, CHART_TYPES.synastry, TODAY);
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    const { submission } = result;
    expect(submission).toMatchObject({ chartType: 'synastry', firstSign: 'leo', secondSign: 'pisces' });
    expect(submission.person).toMatchObject({
      name: 'Ana',
      date: '1990-08-01',
      time: '14:30',
      utc: '1990-08-01T13:30:00.000Z',
    });
    expect(submission.person.place).toMatchObject({ latitude: london.latitude, timeZone: 'Europe/London' });
    expect(submission.partner).toMatchObject({ name: 'Ben', date: '1988-03-05' });
    expect(submission.partner?.time).toBeUndefined();
    expect(submission.targetLocation).toBeUndefined();
  });

  it('leaves the partner and second sign out of one-person charts, and ignores a half-typed partner', () => {
    const form = { ...filled, partner: { ...emptyBirthDetails(), name: 'B', placeQuery: 'Nowhere' } };
    const result = prepareChart(form, CHART_TYPES['solar-return'], TODAY);
    expect(result.kind).toBe('ready');
    if (result.kind !== 'ready') return;
    expect(result.submission.partner).toBeUndefined();
    expect(result.submission.secondSign).toBeUndefined();
    // Returns are cast at the target location when one is given.
    expect(result.submission.targetLocation).toMatchObject({
      latitude: 48.8566,
      longitude: 2.3522,
      timeZone: 'Europe/Paris',
    });
  });

  it('asks for the target location of a relocation chart in the page, not in an alert', () => {
    const form = { ...filled, target: emptyBirthDetails() };
    expect(prepareChart(form, CHART_TYPES.relocation, TODAY)).toEqual({
      kind: 'problems',
      problems: [{ section: 'target', messages: [TARGET_REQUIRED] }],
    });
    const picked = {
      ...filled,
      target: { ...emptyBirthDetails(), place: newYork, placeQuery: placeDisplayName(newYork) },
    };
    const result = prepareChart(picked, CHART_TYPES.relocation, TODAY);
    expect(result.kind === 'ready' && result.submission.targetLocation?.name).toBe(
      'New York City, New York, United States',
    );
  });

  it('reports details that cannot become a chart, per section', () => {
    const form: ChartFormState = {
      ...filled,
      person: { ...filled.person, place: null, placeQuery: 'Londn' },
      partner: { ...filled.partner, date: '2030-01-01' },
    };
    const result = prepareChart(form, CHART_TYPES.composite, TODAY);
    expect(result.kind).toBe('problems');
    if (result.kind !== 'problems') return;
    expect(result.problems.map((problem) => problem.section)).toEqual(['person', 'partner']);
    expect(result.problems[0]?.messages[0]).toMatch(/Pick the birth place/);
  });

  it('names the target location, not the birth place, when its text was never picked', () => {
    const form = { ...filled, target: { ...emptyBirthDetails(), placeQuery: 'Pari' } };
    const result = prepareChart(form, CHART_TYPES.relocation, TODAY);
    expect(result.kind === 'problems' && result.problems[0]?.messages[0]).toMatch(
      /^Pick the target location/,
    );
  });
});

describe('chartFieldsOf (issue 26 item 5)', () => {
  it('asks the relationship charts for a second person and only the returns and relocation for a place', () => {
    const asked = Object.fromEntries(chartTypeList.map((type) => [type.id, chartFieldsOf(type)]));
    expect(asked).toEqual({
      synastry: { partner: true, target: false },
      composite: { partner: true, target: false },
      davison: { partner: true, target: false },
      progressed: { partner: false, target: false },
      'solar-return': { partner: false, target: true },
      'lunar-return': { partner: false, target: true },
      relocation: { partner: false, target: true },
      medical: { partner: false, target: false },
      financial: { partner: false, target: false },
      vocational: { partner: false, target: false },
    });
  });
});
