/**
 * The first birth date a numerology reading takes, in its own module so the page's form can
 * bound its date input without loading the request schema (zod and the contract).
 */
export const EARLIEST_NUMEROLOGY_BIRTH_DATE = '1900-01-01';
