import { useCallback, useEffect, useRef, useState } from 'react';
import { SIGN_IDS, type SignId } from '@core/content/signs';
import { useSearchState } from '@/lib/navigation/router';

/** The query's word for a sign cleared on purpose, so the profile's sign is not offered again. */
const NO_SIGN = 'none';
const SIGN_CHOICES = [...SIGN_IDS, NO_SIGN] as const;

/**
 * Tool spec §4 (Well-being, Palmistry, Zodiac Diet, Angels): the page's sign starts on the
 * profile sign, offered once and only when nothing is chosen yet. A sign the visitor picks or
 * clears afterwards stays their choice, even if the profile loads or changes underneath the page.
 * The choice lives in the URL (`?sign=`, issue 26), so Back, a reload and a shared link keep it.
 */
export function useSignChosenOnce(profileSign: SignId | null) {
  const [choice, setChoice] = useSearchState('sign', SIGN_CHOICES, null);
  const [offeredSign, setOfferedSign] = useState<SignId | null>(profileSign);
  const offered = useRef(profileSign !== null);
  useEffect(() => {
    if (offered.current || profileSign === null) return;
    offered.current = true;
    setOfferedSign(profileSign);
  }, [profileSign]);

  const sign: SignId | null = choice === NO_SIGN ? null : (choice ?? offeredSign);
  const setSign = useCallback((next: SignId | null) => setChoice(next ?? NO_SIGN), [setChoice]);
  return [sign, setSign] as const;
}
