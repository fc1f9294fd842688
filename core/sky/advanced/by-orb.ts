/** Tightest first, so a capped list keeps the strongest contacts. */
export const byOrb = <T extends { orb: number }>(first: T, second: T): number => first.orb - second.orb;
