const MINUTE_FORMAT = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;

/** "Mar 3, 2026, 13:07 UTC": for instants that belong to no clock (the Davison midpoint). */
export function utcInstantLabel(iso: string): string {
  return `${new Intl.DateTimeFormat('en-US', { ...MINUTE_FORMAT, timeZone: 'UTC' }).format(new Date(iso))} UTC`;
}

/**
 * "Mar 3, 2026, 14:07 GMT+1 / Mar 3, 2026, 13:07 UTC": a return instant to the minute, on the
 * clock of the place the chart is cast for and in UTC. Without a zone (a place given only by
 * coordinates and an offset) the visitor's own clock stands in, and the label says so.
 */
export function instantLabel(iso: string, timeZone?: string): string {
  const local = new Intl.DateTimeFormat('en-US', {
    ...MINUTE_FORMAT,
    ...(timeZone ? { timeZone } : {}),
    timeZoneName: 'short',
  }).format(new Date(iso));
  return `${local}${timeZone ? '' : ' (your time)'} / ${utcInstantLabel(iso)}`;
}
