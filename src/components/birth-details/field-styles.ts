/**
 * Class names shared by the birth-details inputs. Inputs and buttons are at least 44 px tall
 * (min-h-11) so they are easy to hit on a phone.
 */
export const fieldLabel = 'block text-sm font-semibold text-violet-100';
export const fieldHint = 'mt-1 text-xs text-violet-300';
export const fieldInput =
  'mt-1 block min-h-11 w-full rounded-xl border border-white/15 bg-night-950/60 px-3 py-2 text-base text-violet-50 placeholder:text-violet-300/70 focus:border-gold-300 disabled:opacity-50 aria-[invalid=true]:border-rose-400';
export const fieldSelect = `${fieldInput} appearance-auto`;
export const linkButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-gold-200 underline underline-offset-4 hover:text-gold-100';
export const fieldError = 'mt-1 text-sm text-rose-300';
