import { useState } from 'react';
import { type Persona, pickRandomPersona } from '@core/content/personas';
import { useHydrated } from '@/lib/hydration/use-hydrated';

/**
 * The guide of this visit (spec: picked at random when the home card and the chat load).
 * The pick is the browser's, so a prerendered page has none: null until hydration is done,
 * then the same persona for as long as the page stays open.
 */
export function useVisitPersona(): Persona | null {
  const hydrated = useHydrated();
  const [persona] = useState(() => pickRandomPersona());
  return hydrated ? persona : null;
}
