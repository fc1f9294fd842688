import type { BirthMoment, BirthPlace } from '@core/contract/birth-moment';

/** Birth data the chart tests share: two people born in London and a place to relocate to. */
export const LONDON: BirthPlace = {
  name: 'London, United Kingdom',
  latitude: 51.5074,
  longitude: -0.1278,
  timeZone: 'Europe/London',
};

export const PARIS: BirthPlace = {
  name: 'Paris, France',
  latitude: 48.8566,
  longitude: 2.3522,
  timeZone: 'Europe/Paris',
};

export const ADA: BirthMoment = {
  name: 'Ada',
  date: '1990-07-15',
  time: '15:30',
  utc: '1990-07-15T14:30:00Z',
  place: LONDON,
  offsetLabel: 'UTC+1, BST',
};

export const BEN: BirthMoment = {
  name: 'Ben',
  date: '1988-04-02',
  time: '08:10',
  utc: '1988-04-02T07:10:00Z',
  place: LONDON,
  offsetLabel: 'UTC+1, BST',
};
