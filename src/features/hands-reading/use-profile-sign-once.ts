import { useEffect, useRef, useState } from 'react';
import type { SignId } from '@core/content/signs';

/**
 * Tool spec §4 (Palmistry): the sign starts empty and takes the profile sign when there is one
 * and nothing is chosen yet, once. A sign the visitor picks afterwards stays theirs, even if the
 * profile loads or changes underneath the page.
 */
export function useProfileSignOnce(profileSign: SignId | null) {
  const [sign, setSign] = useState<SignId | null>(profileSign);
  const offered = useRef(profileSign !== null);
  useEffect(() => {
    if (offered.current || profileSign === null) return;
    offered.current = true;
    setSign((current) => current ?? profileSign);
  }, [profileSign]);
  return [sign, setSign] as const;
}
