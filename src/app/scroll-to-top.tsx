import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/navigation/router';

/**
 * Spec §2: every navigation scrolls to the top. Focus also moves to the main landmark, so
 * screen-reader and keyboard users start reading the new page instead of staying on a link
 * that no longer exists. The first load is left alone (comparing paths rather than counting
 * renders keeps StrictMode's double effects from stealing focus on load).
 */
export function ScrollToTop({ focusTargetId = 'main' }: { focusTargetId?: string }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  }, [pathname, focusTargetId]);

  return null;
}
