import { useEffect } from 'react';
import { type AppLocation, useLocation, useNavigate } from '@/lib/navigation/router';

/** What a test can see of the router: the location shown, and a way to navigate from outside. */
export interface RouterHandle {
  location: AppLocation;
  navigate(to: string): void;
}

/**
 * Rendered inside a MemoryRouter, it keeps `handle` following the router after every render,
 * as React Router's `router.state` and `router.navigate` did for the tests.
 */
export function LocationProbe({ onChange }: { onChange: (handle: RouterHandle) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onChange({ location, navigate });
  });
  return null;
}

/** A handle for LocationProbe to fill in; read it only after the first render. */
export function routerHandle(): { handle: RouterHandle; onChange: (handle: RouterHandle) => void } {
  const handle = {} as RouterHandle;
  return { handle, onChange: (next) => Object.assign(handle, next) };
}
