import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { london, londonderry, newYork } from '@/lib/chart/place-fixtures';
import { type PlaceResult, type PlaceSearch, placeDisplayName } from '@/lib/chart/place-search';
import { PlaceCombobox } from './place-combobox';

const places = [london, londonderry, newYork];
const fakeSearch: PlaceSearch = async (query) =>
  places.filter((place) => place.name.toLowerCase().startsWith(query.trim().toLowerCase()));

function Harness({
  onSelect = vi.fn(),
  onSubmit = vi.fn(),
}: {
  onSelect?: (place: PlaceResult) => void;
  onSubmit?: () => void;
}) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<PlaceResult | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="place">Birth place</label>
      <PlaceCombobox
        id="place"
        query={query}
        selected={selected}
        onQueryChange={(text) => {
          setQuery(text);
          setSelected(null);
        }}
        onSelect={(place) => {
          setSelected(place);
          setQuery(placeDisplayName(place));
          onSelect(place);
        }}
        search={fakeSearch}
      />
    </form>
  );
}

async function typeInto(text: string) {
  const input = screen.getByRole('combobox', { name: 'Birth place' });
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  return input;
}

const key = (element: Element, keyName: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(element, { key: keyName, ...init });

describe('PlaceCombobox', () => {
  it('is an ARIA 1.2 combobox whose listbox opens with "City, Region, Country" suggestions', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Birth place' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await typeInto('Lond');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'London, England, United Kingdom',
      'Londonderry, Northern Ireland, United Kingdom',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('status').textContent).toMatch(/2 places found/);
  });

  it('moves through the suggestions with the arrow keys, wrapping, and picks with Enter without submitting', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onSelect={onSelect} onSubmit={onSubmit} />);
    const input = await typeInto('Lond');
    const [first, second] = await screen.findAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();

    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(first?.id);
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);

    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => {
      input.dispatchEvent(enter);
    });
    expect(enter.defaultPrevented).toBe(true);
    expect(onSelect).toHaveBeenCalledWith(londonderry);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('Londonderry, Northern Ireland, United Kingdom');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('opens a closed list with ArrowUp on the last suggestion', async () => {
    render(<Harness />);
    const input = await typeInto('Lond');
    await screen.findAllByRole('option');
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    key(input, 'ArrowUp');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]?.id);
  });

  it('closes the list with Escape, then clears the text with a second Escape', async () => {
    render(<Harness />);
    const input = await typeInto('Lond');
    await screen.findAllByRole('option');
    key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Lond');
    key(input, 'Escape');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('picks a suggestion by pointer without losing focus first', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await typeInto('New');
    const [option] = await screen.findAllByRole('option');
    if (!option) throw new Error('no option');
    const mouseDown = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    option.dispatchEvent(mouseDown);
    expect(mouseDown.defaultPrevented).toBe(true);
    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledWith(newYork);
  });

  it('says so when nothing matches', async () => {
    render(<Harness />);
    await typeInto('Zzyzx');
    expect(await screen.findByText(/No places start with “Zzyzx”/)).toBeTruthy();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });
});
