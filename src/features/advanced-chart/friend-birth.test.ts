import { describe, expect, it } from 'vitest';
import type { BirthMoment } from '@core/contract/birth-moment';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';
import { DETAILS_MISSING, PLACE_MISSING, detailsOfFriend, friendBirthOf } from './friend-birth';

const LISBON = { name: 'Lisbon, Portugal', latitude: 38.7223, longitude: -9.1393, timeZone: 'Europe/Lisbon' };
const RUI: BirthMoment = {
  name: 'Rui',
  date: '1992-07-04',
  time: '21:15',
  utc: '1992-07-04T20:15:00.000Z',
  place: LISBON,
};

describe('friendBirthOf', () => {
  it('carries the date, time and place, and the name only when asked', () => {
    expect(friendBirthOf(RUI, false)).toEqual({
      ok: true,
      birth: { date: RUI.date, time: RUI.time, place: RUI.place },
    });
    expect(friendBirthOf(RUI, true)).toMatchObject({ ok: true, birth: { name: 'Rui' } });
    const { time: _time, ...untimed } = RUI;
    expect(friendBirthOf(untimed, false)).toEqual({ ok: true, birth: { date: RUI.date, place: RUI.place } });
  });

  it('needs complete details and a place with a named zone', () => {
    expect(friendBirthOf(undefined, true)).toEqual({ ok: false, message: DETAILS_MISSING });
    const { place: _place, ...placeless } = RUI;
    expect(friendBirthOf(placeless, true)).toEqual({ ok: false, message: PLACE_MISSING });
    // Coordinates typed with a fixed offset have no zone to send.
    const fixed = { ...RUI, place: { name: 'Custom location', latitude: 1, longitude: 2 } };
    expect(friendBirthOf(fixed, true)).toEqual({ ok: false, message: PLACE_MISSING });
  });
});

describe('detailsOfFriend', () => {
  it('gives the form details that resolve to the same birth moment', () => {
    const source = friendBirthOf(RUI, true);
    if (!source.ok) throw new Error(source.message);
    const { moment } = birthDetailsToMoment(detailsOfFriend(source.birth), '2026-11-28');
    expect(moment).toMatchObject({
      name: 'Rui',
      date: RUI.date,
      time: RUI.time,
      utc: RUI.utc,
      place: RUI.place,
    });
  });

  it('names an unnamed friend and reads a missing time as unknown', () => {
    const details = detailsOfFriend({ date: '2001-02-28', place: LISBON });
    expect(details).toMatchObject({ name: 'Friend', time: '', timeUnknown: true });
  });
});
