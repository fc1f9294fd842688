import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveChatBirth } from './chat-birth';
import { useChatBirth } from './use-chat-birth';

const lisbon = {
  label: 'Lisbon, Portugal',
  latitude: 38.71667,
  longitude: -9.13333,
  timeZone: 'Europe/Lisbon',
};
const lisbonFound = {
  id: 'lisbon',
  name: 'Lisbon',
  region: null,
  country: 'Portugal',
  countryCode: 'PT',
  latitude: lisbon.latitude,
  longitude: lisbon.longitude,
  timeZone: lisbon.timeZone,
  population: 500_000,
};
const ana = { name: 'Ana', birthDate: '1990-07-15', birthTime: '14:30' };

afterEach(() => vi.restoreAllMocks());

describe('resolveChatBirth', () => {
  it('casts the chart at the stored location without searching for it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const birth = await resolveChatBirth({ ...ana, birthPlace: lisbon.label, birthLocation: lisbon });
    expect(birth?.place).toEqual({
      name: lisbon.label,
      latitude: lisbon.latitude,
      longitude: lisbon.longitude,
      timeZone: 'Europe/Lisbon',
    });
    // 14:30 in Lisbon in July is UTC+1.
    expect(birth?.utc).toBe('1990-07-15T13:30:00.000Z');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('finds a place saved only by its label again, and casts the chart there', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ places: [lisbonFound] })));
    const birth = await resolveChatBirth({ ...ana, birthPlace: 'Lisbon, Portugal', birthLocation: null });
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/places?q=Lisbon');
    expect(birth?.utc).toBe('1990-07-15T13:30:00.000Z');
    expect(birth?.place?.timeZone).toBe('Europe/Lisbon');
  });

  it('falls back to a noon chart from the date when a text-only place is unknown', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ places: [] })));
    const birth = await resolveChatBirth({ ...ana, birthPlace: 'Atlantis', birthLocation: null });
    expect(birth).toMatchObject({ name: 'Ana', date: '1990-07-15' });
    expect(birth?.place).toBeUndefined();
  });

  it('is undefined without a name or a birth date', async () => {
    expect(
      await resolveChatBirth({ ...ana, name: ' ', birthPlace: '', birthLocation: null }),
    ).toBeUndefined();
    expect(
      await resolveChatBirth({ ...ana, birthDate: '', birthPlace: '', birthLocation: null }),
    ).toBeUndefined();
  });
});

describe('useChatBirth', () => {
  it('works the birth out on its own once the page is idle, once per profile', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ places: [lisbonFound] })));
    const profile = { ...ana, birthPlace: 'Lisbon, Portugal', birthLocation: null };
    const { result } = renderHook(() => useChatBirth(profile));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const first = result.current();
    expect(result.current()).toBe(first);
    expect((await first)?.utc).toBe('1990-07-15T13:30:00.000Z');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
