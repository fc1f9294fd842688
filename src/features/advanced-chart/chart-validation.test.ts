import { describe, expect, it } from 'vitest';
import { CHART_TYPES } from '@core/features/advanced-chart/chart-types';
import { CHART_ALERTS, type ChartFormSnapshot, validateChartRequest } from './chart-validation';

const complete: ChartFormSnapshot = {
  firstSign: 'leo',
  secondSign: 'pisces',
  name1: 'Ana',
  birthDate1: '1990-08-01',
  name2: 'Ben',
  birthDate2: '1988-03-05',
};
const empty: ChartFormSnapshot = {
  firstSign: null,
  secondSign: null,
  name1: '',
  birthDate1: '',
  name2: '',
  birthDate2: '',
};

describe('validateChartRequest', () => {
  it('passes a complete form for every chart type', () => {
    for (const type of Object.values(CHART_TYPES))
      expect(validateChartRequest(complete, type), type.id).toBeNull();
  });

  it('asks for the first sign before anything else, even on an empty form', () => {
    expect(validateChartRequest(empty, CHART_TYPES.synastry)).toBe(CHART_ALERTS.noFirstSign);
    expect(validateChartRequest(empty, CHART_TYPES.medical)).toBe(CHART_ALERTS.noFirstSign);
    expect(CHART_ALERTS.noFirstSign).toBe('Please select your zodiac sign first.');
  });

  it('asks for the second sign on two-person charts only, before any name', () => {
    const oneSign = { ...empty, firstSign: 'leo' } as const;
    for (const id of ['synastry', 'composite', 'davison'] as const) {
      expect(validateChartRequest(oneSign, CHART_TYPES[id])).toBe(
        'Please select both zodiac signs for this chart type.',
      );
    }
    expect(validateChartRequest(oneSign, CHART_TYPES.progressed)).toBe(CHART_ALERTS.noPerson);
  });

  it('asks for the first name and birth date, blank text counting as missing', () => {
    expect(validateChartRequest({ ...complete, name1: '  ' }, CHART_TYPES['solar-return'])).toBe(
      'Please fill in your name and birth date.',
    );
    expect(validateChartRequest({ ...complete, birthDate1: '' }, CHART_TYPES.synastry)).toBe(
      CHART_ALERTS.noPerson,
    );
  });

  it('asks for the partner on two-person charts only, last', () => {
    const noPartner = { ...complete, name2: '', birthDate2: '' };
    expect(validateChartRequest(noPartner, CHART_TYPES.davison)).toBe(
      'Please fill in both names and birth dates for relationship charts.',
    );
    expect(validateChartRequest({ ...complete, birthDate2: '' }, CHART_TYPES.composite)).toBe(
      CHART_ALERTS.noPartner,
    );
    expect(validateChartRequest(noPartner, CHART_TYPES.relocation)).toBeNull();
    expect(validateChartRequest({ ...noPartner, secondSign: null }, CHART_TYPES.vocational)).toBeNull();
  });

  it('needs neither birth time nor any place, not even for relocation', () => {
    expect(validateChartRequest(complete, CHART_TYPES.relocation)).toBeNull();
  });
});
