import { describe, expect, it } from 'vitest';
import { detailsFromProfile, placeFromLocation } from './details-from-profile';
import { placeDisplayName } from './place-search';
import { birthDetailsToMoment } from './to-birth-moment';

const tokyo = { label: 'Tokyo, Japan', latitude: 35.6895, longitude: 139.69171, timeZone: 'Asia/Tokyo' };
const base = { name: 'Ana', birthDate: '1992-03-04', birthTime: '08:30' };

describe('detailsFromProfile', () => {
  it('uses the stored location as the picked place, so the moment has coordinates and zone', () => {
    const details = detailsFromProfile({ ...base, birthPlace: tokyo.label, birthLocation: tokyo });
    expect(details.place && placeDisplayName(details.place)).toBe(tokyo.label);
    const { moment } = birthDetailsToMoment(details, '2026-11-24');
    expect(moment?.place).toEqual({
      name: tokyo.label,
      latitude: tokyo.latitude,
      longitude: tokyo.longitude,
      timeZone: 'Asia/Tokyo',
    });
    // 08:30 in Tokyo (UTC+9) is 23:30 UTC the day before.
    expect(moment?.utc).toBe('1992-03-03T23:30:00.000Z');
  });

  it('leaves the place to be searched when only its text is stored', () => {
    const details = detailsFromProfile({ ...base, birthPlace: 'Tokyo, Japan' });
    expect(details).toMatchObject({ placeMode: 'search', placeQuery: 'Tokyo, Japan', place: null });
  });

  it('ignores a location that names another place', () => {
    const details = detailsFromProfile({ ...base, birthPlace: 'Osaka, Japan', birthLocation: tokyo });
    expect(details.place).toBeNull();
  });

  it('reads typed coordinates back with the stored zone', () => {
    const details = detailsFromProfile({
      ...base,
      birthPlace: 'Custom location (35.6895, 139.6917)',
      birthLocation: { ...tokyo, label: 'Custom location (35.6895, 139.6917)' },
    });
    expect(details).toMatchObject({
      placeMode: 'coordinates',
      latitude: '35.6895',
      longitude: '139.6917',
      coordinateZone: 'Asia/Tokyo',
    });
  });

  it('builds a place whose label is the stored label', () => {
    expect(placeDisplayName(placeFromLocation(tokyo))).toBe(tokyo.label);
  });
});
