import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRouter } from './app/router';
import { canHydrate, normalisedPath } from './app/can-hydrate';
import { preloadPage } from './app/lazy-page';
import { routeList } from './app/paths';
import { markBrowserDrawsAlone } from './lib/hydration/use-hydrated';
import { loadRulesForStoredProfile } from './lib/profile/profile-store';
import { prefetchOfflineFiles } from './lib/pwa/offline-files';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root"> for Cosmic Guide to start.');

const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
);

// Says which way the page started, for tests and for anyone reading the DOM.
const start = canHydrate(container.dataset.prerendered, window.location) ? 'hydrated' : 'rendered';
if (start === 'hydrated') {
  // The page's own chunk is already on its way (a modulepreload in the HTML): hydrate once it is
  // here, so the whole page hydrates in one pass; and once a stored profile can be read, so the
  // parts that start from it remount in the same task, before the visitor can type.
  const route = routeList.find((candidate) => candidate.path === normalisedPath(window.location.pathname));
  void Promise.all([route ? preloadPage(route.id) : undefined, loadRulesForStoredProfile()]).finally(() =>
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (the page is already painted; a tap on a part not yet
    // hydrated makes React hydrate that part first).
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch is recovered by rendering afresh, but it means the prerendered HTML and the
        // first client render disagree: say so plainly, so tests and developers see it.
        onRecoverableError: (error) =>
          console.error('[hydration] The prerendered page did not match:', error),
      });
    }),
  );
} else {
  markBrowserDrawsAlone();
  createRoot(container).render(app);
}
document.documentElement.dataset.hydration = start;
prefetchOfflineFiles();
