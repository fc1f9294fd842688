import type { SignId } from '../../content/signs';
import type { IsoDate } from '../../time/calendar-date';
import type { NumerologyRequest } from './numerology-request';

/** Twelve readers, one per sign, with names from several languages (one with accents). */
export const NUMEROLOGY_SAMPLE_PEOPLE = [
  { sign: 'aries', name: 'Aoife Byrne', birthDate: '1991-04-02' },
  { sign: 'taurus', name: 'Kwame Mensah', birthDate: '1984-05-11' },
  { sign: 'gemini', name: 'Lucía Fernández', birthDate: '1996-06-03' },
  { sign: 'cancer', name: 'Ann Lee', birthDate: '1990-07-14' },
  { sign: 'leo', name: 'Ravi Kumar', birthDate: '1979-08-09' },
  { sign: 'virgo', name: 'Sofia Rossi', birthDate: '2001-09-15' },
  { sign: 'libra', name: 'Tomasz Nowak', birthDate: '1968-10-01' },
  { sign: 'scorpio', name: 'Mei Chen', birthDate: '1993-11-11' },
  { sign: 'sagittarius', name: 'Ana', birthDate: '1990-12-01' },
  { sign: 'capricorn', name: 'Jonas Berg', birthDate: '1975-01-04' },
  { sign: 'aquarius', name: 'Yusuf Demir', birthDate: '1988-02-07' },
  { sign: 'pisces', name: 'Chloé Martin', birthDate: '2004-03-12' },
] as const satisfies readonly { sign: SignId; name: string; birthDate: IsoDate }[];

export const sampleNumerologyRequest = (
  person: (typeof NUMEROLOGY_SAMPLE_PEOPLE)[number],
  date: IsoDate,
): NumerologyRequest => ({ feature: 'numerology', ...person, date });
