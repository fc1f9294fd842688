import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { computeAstrologerChart } from '@core/sky/astrologer-chart';
import type { ChartOptions } from '@/lib/chart/use-chart-options';
import { ChartResult } from './chart-result';
import type { ChartSubmission } from './use-birth-chart';

const tromso: ChartSubmission = {
  moment: {
    name: 'Siv',
    date: '1990-12-21',
    time: '10:00',
    utc: '1990-12-21T09:00:00.000Z',
    place: {
      name: 'Tromsø, Troms og Finnmark, Norway',
      latitude: 69.6489,
      longitude: 18.95508,
      timeZone: 'Europe/Oslo',
    },
    offsetLabel: 'UTC+1, CET',
  },
  clock: { kind: 'zone', timeZone: 'Europe/Oslo', longitude: 18.95508 },
  timeKnown: true,
};

const options: ChartOptions = {
  houseSystem: 'placidus',
  zodiac: { zodiac: 'tropical' },
  aspects: { set: 'major', orbs: 'standard' },
};

describe('ChartResult', () => {
  it('says when Placidus cannot be drawn above the polar circle and which system is shown instead', () => {
    const chart = computeAstrologerChart({
      utc: new Date(tromso.moment.utc),
      latitude: 69.6489,
      longitude: 18.95508,
    });
    expect(chart.houses?.fallback).toBeDefined();
    render(
      <ChartResult
        submission={tromso}
        state={{ status: 'ready', chart, day: null }}
        options={options}
        onOptionsChange={vi.fn()}
      />,
    );
    expect(
      screen.getByText('Placidus is undefined at this latitude; houses shown in Porphyry.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Born 21 December 1990 at 10:00 (UTC+1, CET) in Tromsø, Troms og Finnmark, Norway.'),
    ).toBeTruthy();
    expect(screen.getByText('ASC')).toBeTruthy();
  });

  it('offers the twelve house systems, Placidus first, and reports a change', () => {
    const chart = computeAstrologerChart({
      utc: new Date('1990-07-15T13:30:00Z'),
      latitude: 51.5,
      longitude: -0.13,
    });
    const onChange = vi.fn();
    render(
      <ChartResult
        submission={tromso}
        state={{ status: 'ready', chart, day: null }}
        options={options}
        onOptionsChange={onChange}
      />,
    );
    const select = screen.getByLabelText('House system') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Placidus',
      'Koch',
      'Equal',
      'Whole Sign',
      'Porphyry',
      'Regiomontanus',
      'Campanus',
      'Alcabitius',
      'Topocentric (Polich-Page)',
      'Morinus',
      'Meridian (axial rotation)',
      'Vehlow',
    ]);
    fireEvent.change(select, { target: { value: 'whole-sign' } });
    expect(onChange).toHaveBeenCalledWith({ houseSystem: 'whole-sign' });
    expect(screen.queryByText(/undefined at this latitude/)).toBeNull();
  });

  it('shows a sidereal chart’s ayanamsa and lists Chiron, Lilith, the Part of Fortune and the Vertex', () => {
    const chart = computeAstrologerChart({
      utc: new Date('1990-07-15T13:30:00Z'),
      latitude: 51.5,
      longitude: -0.13,
      zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' },
    });
    const onChange = vi.fn();
    render(
      <ChartResult
        submission={tromso}
        state={{ status: 'ready', chart, day: null }}
        options={{ ...options, zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' } }}
        onOptionsChange={onChange}
      />,
    );
    expect(screen.getByTestId('chart-zodiac').textContent).toMatch(
      /^Sidereal zodiac, Lahiri \(Chitrapaksha\) ayanamsa 23° \d\d′ \d\d″/,
    );
    expect(screen.getByRole('row', { name: /^Chiron / })).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Black Moon Lilith / })).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Part of Fortune \((day|night) formula\)/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Vertex/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Aspects'), { target: { value: 'all' } });
    expect(onChange).toHaveBeenCalledWith({ aspects: { set: 'all', orbs: 'standard' } });
    fireEvent.change(screen.getByLabelText('Ayanamsa'), { target: { value: 'raman' } });
    expect(onChange).toHaveBeenCalledWith({ zodiac: { zodiac: 'sidereal', ayanamsa: 'raman' } });
  });
});
