import { useEffect, useRef, useState } from 'react';
import type { SignId } from '@core/content/signs';

/**
 * Tool spec §4 (Well-being): the profile sign is selected for the visitor once, and only when
 * no sign is chosen yet. A sign the visitor picks afterwards stays theirs, even if the profile
 * changes underneath the page.
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
