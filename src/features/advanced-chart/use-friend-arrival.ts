import { useEffect, useRef, useState } from 'react';
import type { FriendBirth } from '@core/profile/friend-link';
import { friendPayloadFromHash } from '@core/profile/friend-link-fragment';

export type FriendArrival =
  | { status: 'none' }
  | { status: 'reading' }
  | { status: 'arrived'; birth: FriendBirth }
  | { status: 'refused'; message: string };

/**
 * Reads a friend link from this page's fragment once the page runs in the browser (the fragment
 * never reaches the server, nor the prerendered HTML), and again when a pasted link changes it.
 * The fragment stays in the address, so a reload shows the comparison again; while mounted,
 * `onArrived` hears each link once, so the same link read again does not undo edits made since.
 */
export function useFriendArrival(onArrived: (birth: FriendBirth) => void): FriendArrival {
  const [arrival, setArrival] = useState<FriendArrival>({ status: 'none' });
  const arrivedRef = useRef(onArrived);
  const lastPayload = useRef<string | null>(null);

  useEffect(() => {
    arrivedRef.current = onArrived;
  }, [onArrived]);

  useEffect(() => {
    let mounted = true;
    const read = () => {
      const payload = friendPayloadFromHash(window.location.hash);
      if (payload === null || payload === lastPayload.current) return;
      lastPayload.current = payload;
      setArrival({ status: 'reading' });
      import('@core/profile/friend-link')
        .then(({ decodeFriendLink }) => {
          if (!mounted) return;
          const reading = decodeFriendLink(payload);
          if (!reading.ok) {
            setArrival({ status: 'refused', message: reading.message });
            return;
          }
          setArrival({ status: 'arrived', birth: reading.birth });
          arrivedRef.current(reading.birth);
        })
        .catch((error: unknown) => {
          console.error('The friend link reader could not be loaded:', error);
          lastPayload.current = null;
          if (mounted) {
            setArrival({
              status: 'refused',
              message: 'The link reader could not be loaded. Check your connection and reload the page.',
            });
          }
        });
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      mounted = false;
      // A remount (StrictMode's rehearsal, the page's own after hydration) starts a fresh form,
      // so it must read the link again rather than take it as already applied.
      lastPayload.current = null;
      window.removeEventListener('hashchange', read);
    };
  }, []);

  return arrival;
}
