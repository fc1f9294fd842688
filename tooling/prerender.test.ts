import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS } from '../src/app/paths';
import { fillTemplate, pageSourcesByRoute, prefetchTags, preloadTags } from './prerender';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('fillTemplate', () => {
  const template = '<html><head><title>Cosmic Guide</title></head><body><div id="root"></div></body></html>';

  it('puts the markup in #root, marks the route, and sets the title and head tags', () => {
    const html = fillTemplate(template, {
      markup: '<h1>Daily Horoscope</h1>',
      title: 'Daily Horoscope · Cosmic Guide',
      route: '/daily',
      head: '<link rel="modulepreload" href="/assets/daily.js">',
    });
    expect(html).toContain('<title>Daily Horoscope · Cosmic Guide</title>');
    expect(html).toContain('<div id="root" data-prerendered="/daily"><h1>Daily Horoscope</h1></div>');
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/daily.js">\s*<\/head>/);
  });

  it('keeps a "$" in the page text as it is', () => {
    const html = fillTemplate(template, {
      markup: '<p>$& costs $1</p>',
      title: 'A $& title',
      route: '/',
      head: '',
    });
    expect(html).toContain('<p>$& costs $1</p>');
    expect(html).toContain('<title>A $&amp; title</title>');
  });

  it('refuses a template it cannot fill', () => {
    expect(() => fillTemplate('<html></html>', { markup: '', title: '', route: '/', head: '' })).toThrow(
      /root/,
    );
  });
});

describe('preloadTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_jsx.js'], css: ['assets/index.css'] },
    '_jsx.js': { file: 'assets/jsx.js' },
    '_header.js': { file: 'assets/header.js', imports: ['_jsx.js'] },
    'src/features/tarot/tarot-page.tsx': {
      file: 'assets/tarot-page.js',
      imports: ['_jsx.js', '_header.js'],
      css: ['assets/tarot.css', 'assets/index.css'],
    },
  };

  it('preloads the page chunk, what it imports and its styles, but nothing the entry loads', () => {
    const tags = preloadTags(manifest, manifest['src/features/tarot/tarot-page.tsx']);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/tarot-page.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/header.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/tarot.css">');
    expect(tags).not.toContain('jsx.js');
    expect(tags).not.toContain('index.css');
  });
});

describe('prefetchTags', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_jsx.js'] },
    '_jsx.js': { file: 'assets/jsx.js' },
    '_form.js': { file: 'assets/form.js', imports: ['_jsx.js'] },
    'src/features/birth-chart/birth-chart-page.tsx': { file: 'assets/page.js', imports: ['_form.js'] },
    'src/features/birth-chart/chart-result.tsx': {
      file: 'assets/chart-result.js',
      imports: ['_form.js', '_wheel.js'],
      css: ['assets/wheel.css'],
    },
    '_wheel.js': { file: 'assets/wheel.js' },
    // A module bundled into a shared chunk has no manifest entry of its own.
    '_engine.js': { file: 'assets/engine.js', imports: ['_astronomy.js'] },
    '_astronomy.js': { file: 'assets/astronomy.js' },
  };
  const page = manifest['src/features/birth-chart/birth-chart-page.tsx'];
  const fileOf = (source: string) => (source === 'core/sky/chart.ts' ? 'assets/engine.js' : undefined);

  it('lists the lazy modules and what they import as inert prefetches, not what the page loads', () => {
    const html = prefetchTags(
      manifest,
      page,
      ['src/features/birth-chart/chart-result.tsx', 'core/sky/chart.ts'],
      fileOf,
    );
    const template = /^<template id="offline-files">(.*)<\/template>$/.exec(html)?.[1] ?? '';
    const prefetched = [...template.matchAll(/<link rel="prefetch" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(prefetched.sort()).toEqual(
      [
        'assets/astronomy.js',
        'assets/chart-result.js',
        'assets/engine.js',
        'assets/wheel.css',
        'assets/wheel.js',
      ].sort(),
    );
  });

  it('writes nothing for a page with no lazy modules to keep', () => {
    expect(prefetchTags(manifest, page, [], fileOf)).toBe('');
  });

  it('stops the build when a listed module was not built', () => {
    expect(() => prefetchTags(manifest, page, ['src/gone.ts'], fileOf)).toThrow(/src\/gone\.ts/);
  });
});

describe('pageSourcesByRoute', () => {
  it('finds the source module of every route’s page in the registry', async () => {
    const sources = await pageSourcesByRoute(root);
    expect([...sources.keys()].sort()).toEqual([...ROUTE_IDS].sort());
    expect(sources.get('birthChart')).toBe('src/features/birth-chart/birth-chart-page.tsx');
  });
});
