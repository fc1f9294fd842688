/** Longer than any IANA zone name; a visitor's text beyond it is not one. */
export const MAX_ZONE_NAME_LENGTH = 64;

/**
 * The IANA spelling of a zone name ("america/new_york" → "America/New_York"), or null when the
 * runtime's tz database does not know it. Offsets such as "+05:30" are time zones to newer Intl
 * versions but not IANA names, so they are refused too. Uncached and dependency-free, so the
 * profile can check a stored zone without the chart engine's zone machinery in the first page's
 * bundle; `canonicalTimeZone` in birth-time.ts caches it for the hot paths.
 */
export function lookUpTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > MAX_ZONE_NAME_LENGTH || !/^[A-Za-z]/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export const isKnownTimeZone = (name: string): boolean => lookUpTimeZone(name) !== null;
