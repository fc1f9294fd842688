import { type ReactNode, Suspense, lazy, useId, useRef, useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { HydrationDone } from '@/lib/hydration/use-hydrated';
import { AvailablePathsContext } from '@/lib/navigation/available-paths';
import { SitePagesContext } from '@/lib/navigation/site-pages';
import { UpdatePrompt } from '@/components/update-prompt/update-prompt';
import { availablePaths, availableRoutes, availableTabs } from './routes';
import { ScrollToTop } from './scroll-to-top';
import type { SideMenuProps } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StarField } from './star-field';
import { TabBar } from './tab-bar';

// The menu arrives when first opened (a few KB that no first visit needs, of a 100 KiB budget);
// the chunk is precached, and on the web it takes one short request at the first tap.
// Should it fail to arrive (offline before the service worker has installed), the page stays
// as it is rather than giving way to the error page.
const SideMenu = lazy(() =>
  import('./side-menu')
    .then((module): { default: (props: SideMenuProps) => ReactNode } => ({ default: module.SideMenu }))
    .catch((error: unknown) => {
      console.error('The menu could not be loaded:', error);
      return { default: () => null };
    }),
);

/** The shell around every page: sky, header, menu, main content, footer and tab bar. */
export function Layout({ children }: { children: ReactNode }) {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <AvailablePathsContext value={availablePaths}>
      <ScrollToTop />
      <div aria-hidden="true" className="cosmic-sky fixed inset-0 -z-10">
        <StarField count={100} constellation className="absolute inset-0 h-full w-full" />
      </div>

      {/* While the menu is open everything behind it is inert, so neither focus nor a screen
          reader's virtual cursor can wander out of the dialog. */}
      <div
        inert={menuOpen}
        className="flex min-h-dvh flex-col pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0"
      >
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader
          menuId={menuId}
          menuOpen={menuOpen}
          onMenuToggle={() => {
            setMenuWanted(true);
            setMenuOpen((open) => !open);
          }}
          menuButtonRef={menuButtonRef}
          tabs={availableTabs}
        />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-3xl flex-1 px-4 pt-6 pb-10 outline-none"
        >
          <Suspense fallback={<LoadingIndicator text="Opening the page..." scrollIntoView={false} />}>
            <SitePagesContext value={availableRoutes}>{children}</SitePagesContext>
            {/* Beside the page, in its Suspense boundary: hydration is over when the page's is. */}
            <HydrationDone />
          </Suspense>
        </main>
        <SiteFooter showAboutLink={availablePaths.has('/about')} />
        <TabBar tabs={availableTabs} />
        <UpdatePrompt />
      </div>

      {menuWanted ? (
        <Suspense fallback={null}>
          <SideMenu
            id={menuId}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            returnFocusTo={menuButtonRef}
            routes={availableRoutes}
          />
        </Suspense>
      ) : null}
    </AvailablePathsContext>
  );
}
