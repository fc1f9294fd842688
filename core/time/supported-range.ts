/**
 * The years Cosmic Guide computes charts and sky events for, in one place: the request contract,
 * the chart and sky-events endpoints, the birth-time resolver and the client's date checks all
 * read these, so a date one accepts is never refused by another.
 *
 * The astronomy itself degrades gently outside this range (ΔT is tabulated for 1890–2060 and
 * extrapolated beyond); these bounds are where the team has checked it against Swiss Ephemeris
 * and where historical time-zone data makes sense.
 */
export const FIRST_SUPPORTED_YEAR = 1800;
export const LAST_SUPPORTED_YEAR = 2199;

/** 1800-01-01, the first supported calendar date (the lower bound of the birth date input). */
export const FIRST_SUPPORTED_DATE = `${FIRST_SUPPORTED_YEAR}-01-01`;

/** 2199-12-31, the last supported calendar date. */
export const LAST_SUPPORTED_DATE = `${LAST_SUPPORTED_YEAR}-12-31`;

/** 00:00 UTC on the first supported day. */
export const SUPPORTED_START_MS = Date.UTC(FIRST_SUPPORTED_YEAR, 0, 1);
/** 00:00 UTC on the first day after the range (exclusive). */
export const SUPPORTED_END_MS = Date.UTC(LAST_SUPPORTED_YEAR + 1, 0, 1);

/** "1800–2199", for messages. */
export const SUPPORTED_YEARS_LABEL = `${FIRST_SUPPORTED_YEAR}–${LAST_SUPPORTED_YEAR}`;

export const isSupportedYear = (year: number): boolean =>
  Number.isInteger(year) && year >= FIRST_SUPPORTED_YEAR && year <= LAST_SUPPORTED_YEAR;

export const isSupportedInstant = (ms: number): boolean => ms >= SUPPORTED_START_MS && ms < SUPPORTED_END_MS;
