/** The dream forms' text fields: the description, and the journal's title and date. */
export const dreamFieldClass =
  'mt-1 w-full rounded-xl border border-violet-400/40 bg-night-900/70 px-3 py-2 text-violet-50 placeholder:text-violet-300/70 focus:border-gold-300';
