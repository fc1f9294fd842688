import { useEffect, useRef, useState } from 'react';
import type { SignId } from '@core/content/signs';

/**
 * Tool spec §4 (Well-being, Palmistry, Zodiac Diet, Angels): the page's sign starts on the
 * profile sign, offered once and only when nothing is chosen yet. A sign the visitor picks or
 * clears afterwards stays their choice, even if the profile loads or changes underneath the page.
 */
export function useSignChosenOnce(profileSign: SignId | null) {
  const [sign, setSign] = useState<SignId | null>(profileSign);
  const offered = useRef(profileSign !== null);
  useEffect(() => {
    if (offered.current || profileSign === null) return;
    offered.current = true;
    setSign((current) => current ?? profileSign);
  }, [profileSign]);
  return [sign, setSign] as const;
}
