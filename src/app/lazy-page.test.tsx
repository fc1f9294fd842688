import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadPage } from './lazy-page';

const Page = () => <h1>Loaded page</h1>;

describe('lazyPage', () => {
  it('suspends like React.lazy while the page is not loaded yet', () => {
    const NotLoaded = lazyPage('not-loaded', () => Promise.resolve({ default: Page }));
    const html = renderToString(
      <Suspense fallback={<p>Opening the page...</p>}>
        <NotLoaded />
      </Suspense>,
    );
    expect(html).toContain('Opening the page...');
  });

  it('renders at once, in the same pass, once preloaded (as hydration needs)', async () => {
    const Preloaded = lazyPage('preloaded', () => Promise.resolve({ default: Page }));
    await preloadPage('preloaded');
    const html = renderToString(
      <Suspense fallback={<p>Opening the page...</p>}>
        <Preloaded />
      </Suspense>,
    );
    expect(html).toContain('Loaded page');
    expect(html).not.toContain('Opening the page...');
  });
});
