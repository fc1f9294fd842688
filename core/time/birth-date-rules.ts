import { type IsoDate, isIsoDate } from './calendar-date';
import { FIRST_SUPPORTED_DATE, FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_DATE } from './supported-range';

/**
 * The one set of birth-date rules (issue 26 §13): the profile, the chart forms and every reading
 * that takes a birth date accept the same dates, from the first supported day to today.
 */
export const EARLIEST_BIRTH_DATE: IsoDate = FIRST_SUPPORTED_DATE;

export const BIRTH_DATE_RANGE_MESSAGE = `Enter a birth date between 1 January ${FIRST_SUPPORTED_YEAR} and today.`;

/** A real calendar date someone alive or historical could have been born on, as of `today`. */
export const isBirthDateInRange = (date: string, today: IsoDate): boolean =>
  isIsoDate(date) && date >= EARLIEST_BIRTH_DATE && date <= today && date <= LAST_SUPPORTED_DATE;
