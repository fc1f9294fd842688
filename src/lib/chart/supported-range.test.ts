import { birthMomentSchema } from '@core/contract/birth-moment';
import { FIRST_SUPPORTED_DATE, LAST_SUPPORTED_DATE } from '@core/time/supported-range';
import { describe, expect, it } from 'vitest';
import { emptyBirthDetails } from './birth-details';
import { london } from './place-fixtures';
import { placeDisplayName } from './place-search';
import { EARLIEST_BIRTH_DATE, birthDetailsToMoment } from './to-birth-moment';

/** A "today" past the end of the range, so only the supported years limit the form. */
const FAR_FUTURE = '2200-06-01';

describe('the birth form and the request contract accept the same years', () => {
  it('bounds the date input by the first supported day', () => {
    expect(EARLIEST_BIRTH_DATE).toBe(FIRST_SUPPORTED_DATE);
  });

  it.each([
    ['1799-12-31', false],
    [FIRST_SUPPORTED_DATE, true],
    [LAST_SUPPORTED_DATE, true],
    ['2200-01-01', false],
  ])('%s: accepted %s by both', (date, supported) => {
    const form = birthDetailsToMoment(
      {
        ...emptyBirthDetails(),
        name: 'Ana',
        date,
        time: '12:00',
        place: london,
        placeQuery: placeDisplayName(london),
      },
      FAR_FUTURE,
    );
    expect(form.fieldProblems.some((problem) => problem.field === 'date')).toBe(!supported);
    const contract = birthMomentSchema.safeParse({
      name: 'Ana',
      date,
      time: '12:00',
      utc: `${date}T12:00:00Z`,
    });
    expect(contract.success).toBe(supported);
  });
});
