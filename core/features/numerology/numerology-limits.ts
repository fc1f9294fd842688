import { EARLIEST_BIRTH_DATE } from '../../time/birth-date-rules';

/**
 * The first birth date a numerology reading takes: the one birth-date rule every page shares
 * (issue 26 §13), in its own module so the page's form can bound its date input without
 * loading the request schema (zod and the contract).
 */
export const EARLIEST_NUMEROLOGY_BIRTH_DATE = EARLIEST_BIRTH_DATE;
