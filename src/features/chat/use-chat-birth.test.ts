import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChatBirth } from './use-chat-birth';

const lisbon = {
  label: 'Lisbon, Portugal',
  latitude: 38.71667,
  longitude: -9.13333,
  timeZone: 'Europe/Lisbon',
};
const ana = { name: 'Ana', birthDate: '1990-07-15', birthTime: '14:30' };

afterEach(() => vi.restoreAllMocks());

describe('useChatBirth', () => {
  it('casts the chart at the stored location without searching for it', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() =>
      useChatBirth({ ...ana, birthPlace: lisbon.label, birthLocation: lisbon }),
    );
    expect(result.current?.place).toEqual({
      name: lisbon.label,
      latitude: lisbon.latitude,
      longitude: lisbon.longitude,
      timeZone: 'Europe/Lisbon',
    });
    // 14:30 in Lisbon in July is UTC+1.
    expect(result.current?.utc).toBe('1990-07-15T13:30:00.000Z');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('falls back to a noon chart from the date while a text-only place is unknown', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ places: [] })));
    const { result } = renderHook(() =>
      useChatBirth({ ...ana, birthPlace: 'Atlantis', birthLocation: null }),
    );
    expect(result.current).toMatchObject({ name: 'Ana', date: '1990-07-15' });
    expect(result.current?.place).toBeUndefined();
  });
});
