import { afterEach, describe, expect, it, vi } from 'vitest';
import { coordinateZoneOf, deviceTimeZone, emptyBirthDetails } from './birth-details';
import { readBirthPlace } from './birth-place';

afterEach(() => vi.restoreAllMocks());

describe('the zone of typed coordinates', () => {
  it('is not read while a form is created: that would cost every page with a birth form', () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    expect(emptyBirthDetails().coordinateZone).toBe('');
    expect(spy).not.toHaveBeenCalled();
  });

  it('is the device’s own zone until one is chosen', () => {
    expect(coordinateZoneOf({ coordinateZone: '' })).toBe(deviceTimeZone());
    expect(coordinateZoneOf({ coordinateZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
  });

  it('places typed coordinates in the device’s zone when none was chosen', () => {
    const details = {
      ...emptyBirthDetails(),
      placeMode: 'coordinates' as const,
      latitude: '48.85',
      longitude: '2.35',
    };
    const reading = readBirthPlace(details);
    expect(reading.status).toBe('known');
    if (reading.status !== 'known') return;
    expect(reading.place.timeZone).toBe(deviceTimeZone());
    expect(reading.clock).toEqual({ kind: 'zone', timeZone: deviceTimeZone(), longitude: 2.35 });
  });
});
