import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type BirthDetails, emptyBirthDetails } from '@/lib/chart/birth-details';
import { london, newYork } from '@/lib/chart/place-fixtures';
import { type PlaceSearch, placeDisplayName } from '@/lib/chart/place-search';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';
import { BirthDetailsFields } from './birth-details-fields';

const fakeSearch: PlaceSearch = async (query) =>
  [london, newYork].filter((place) => place.name.startsWith(query.trim()));

function Harness({ initial, spy }: { initial: Partial<BirthDetails>; spy?: (value: BirthDetails) => void }) {
  const [value, setValue] = useState<BirthDetails>({ ...emptyBirthDetails(), name: 'Ana', ...initial });
  return (
    <BirthDetailsFields
      idPrefix="test"
      legend="Your birth details"
      value={value}
      onChange={(next) => {
        setValue(next);
        spy?.(next);
      }}
      today="2025-06-01"
      search={fakeSearch}
    />
  );
}

describe('BirthDetailsFields', () => {
  it('labels every input and marks name and date as required', () => {
    render(<Harness initial={{}} />);
    expect(screen.getByRole('group', { name: 'Your birth details' })).toBeTruthy();
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.required).toBe(true);
    expect(name.maxLength).toBe(80);
    const date = screen.getByLabelText(/^Birth date/) as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe('1800-01-01');
    expect(date.max).toBe('2025-06-01');
    expect((screen.getByLabelText(/^Birth time/) as HTMLInputElement).type).toBe('time');
    expect(screen.getByRole('checkbox', { name: 'I don’t know my birth time' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Birth place/ })).toBeTruthy();
  });

  it('shows the offset used once the date, time and place are known, and lets it be adjusted', async () => {
    const spy = vi.fn();
    render(<Harness initial={{ date: '1990-07-15', time: '14:30' }} spy={spy} />);
    const place = screen.getByRole('combobox', { name: /^Birth place/ });
    act(() => place.focus());
    fireEvent.change(place, { target: { value: 'Lon' } });
    fireEvent.click(await screen.findByRole('option', { name: 'London, England, United Kingdom' }));
    expect(screen.getByText('UTC+1, BST')).toBeTruthy();
    expect(screen.getByText(/13:30 UTC/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const editor = screen.getByRole('group', { name: 'Offset from UTC used for the birth time' });
    expect(document.activeElement).toBe(within(editor).getByLabelText('Direction'));
    fireEvent.change(within(editor).getByLabelText('Hours'), { target: { value: '2' } });
    const latest = spy.mock.calls.at(-1)?.[0] as BirthDetails;
    expect(latest.offsetOverride).toBe(120);
    expect(birthDetailsToMoment(latest, '2025-06-01').moment?.utc).toBe('1990-07-15T12:30:00.000Z');
    expect(screen.getByText(/set by hand/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use the time zone’s offset' }));
    expect((spy.mock.calls.at(-1)?.[0] as BirthDetails).offsetOverride).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adjust' }));
  });

  it('asks which 01:30 was meant on the night the clocks went back, and records the answer', () => {
    const spy = vi.fn();
    render(
      <Harness
        initial={{ date: '2021-11-07', time: '01:30', place: newYork, placeQuery: placeDisplayName(newYork) }}
        spy={spy}
      />,
    );
    const question = screen.getByRole('group', { name: /so 01:30 happened twice/ });
    const [first, second] = within(question).getAllByRole('radio');
    expect(first?.parentElement?.textContent).toBe('The first 01:30, UTC−4, EDT (05:30 UTC)');
    expect(second?.parentElement?.textContent).toBe('The second 01:30, UTC−5, EST (06:30 UTC)');
    fireEvent.click(second as HTMLElement);
    const latest = spy.mock.calls.at(-1)?.[0] as BirthDetails;
    expect(latest.timeChoice?.option).toBe(1);
    expect(birthDetailsToMoment(latest, '2025-06-01').moment?.utc).toBe('2021-11-07T06:30:00.000Z');
    expect((second as HTMLInputElement).checked).toBe(true);
  });

  it('asks how to read a time the clocks skipped', () => {
    render(
      <Harness
        initial={{ date: '2021-03-14', time: '02:30', place: newYork, placeQuery: placeDisplayName(newYork) }}
      />,
    );
    const question = screen.getByRole('group', {
      name: /jumped forward 1 hour on 14 March 2021, so 02:30 never showed/,
    });
    const labels = within(question)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent);
    expect(labels).toEqual([
      '02:30 read as UTC−4, EDT (06:30 UTC; clocks then showed 01:30)',
      '02:30 read as UTC−5, EST (07:30 UTC; clocks then showed 03:30)',
    ]);
  });

  it('switches to coordinates with a time zone select and flags out-of-range values as typed', () => {
    render(<Harness initial={{ date: '1990-07-15' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enter coordinates instead' }));
    const latitude = screen.getByLabelText('Latitude');
    fireEvent.change(latitude, { target: { value: '123' } });
    expect(latitude.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toMatch(/latitude between −90/);
    fireEvent.change(latitude, { target: { value: '48.85' } });
    expect(screen.queryByRole('alert')).toBeNull();
    const zone = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect([...zone.options].some((option) => option.value === 'Europe/Paris')).toBe(true);
    expect([...zone.options].some((option) => option.textContent === 'UTC+5:30')).toBe(true);
    expect(screen.getByRole('button', { name: 'Search for a place instead' })).toBeTruthy();
  });

  it('shows every problem with its field after a submit attempt', () => {
    render(
      <BirthDetailsFields
        idPrefix="test"
        legend="Your birth details"
        value={{ ...emptyBirthDetails(), date: '1990-07-15', placeQuery: 'Lon' }}
        onChange={vi.fn()}
        showProblems
        today="2025-06-01"
        search={fakeSearch}
      />,
    );
    const name = screen.getByLabelText(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a name.',
      'Pick the birth place from the suggestions, or clear the box to leave it out.',
    ]);
    expect(name.getAttribute('aria-describedby')).toBe('test-name-error');
  });
});
