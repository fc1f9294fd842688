import { useEffect } from 'react';
import { APP_NAME } from './paths';
import { usePageShown } from './use-page-shown';

/**
 * Last line of defence when a page throws or its chunk fails to load (an old tab after a new
 * deploy, a dropped connection). The error goes to the console only; visitors get a way back.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  usePageShown(`Something went astray · ${APP_NAME}`);
  useEffect(() => {
    console.error('Page failed to render:', error);
  }, [error]);

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl">
        ☄️
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-gold-200">A comet crossed our path</h1>
      <p className="mt-3 text-violet-100/90">
        This page could not be shown just now. Reloading usually clears the sky.
      </p>
      <button type="button" className="button-primary mt-8" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
