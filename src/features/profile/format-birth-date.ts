// Birth dates are calendar dates; formatting them in UTC keeps them from shifting a day.
const birthDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "April 2, 1990" for 1990-04-02; anything unreadable is shown as stored. */
export function formatBirthDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : birthDateFormat.format(date);
}
