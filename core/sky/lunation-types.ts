/**
 * The four principal lunations, in a module of their own: texts and prompts that name them must
 * not load the astronomy that finds them (the calendar's event texts pulled all of it onto the
 * page's main thread).
 */
export const LUNATION_TYPES = ['new-moon', 'first-quarter', 'full-moon', 'last-quarter'] as const;
export type LunationType = (typeof LUNATION_TYPES)[number];
