import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, routeList, tabRoutes } from './paths';
import { availablePaths, availableRoutes, availableTabs, pages } from './routes';

describe('registered pages', () => {
  it('registers only ids from the path table', () => {
    for (const id of Object.keys(pages)) expect(ROUTE_IDS, `registered page ${id}`).toContain(id);
  });

  it('lists exactly the registered pages in the menu, in spec order', () => {
    const registered = routeList.filter((route) => route.id in pages).map((route) => route.id);
    expect(availableRoutes.map((route) => route.id)).toEqual(registered);
    expect([...availablePaths]).toEqual(availableRoutes.map((route) => route.path));
  });

  it('shows a tab only when its page exists, keeping the spec tab order', () => {
    const expected = tabRoutes.filter((tab) => tab.id in pages).map((tab) => tab.id);
    expect(availableTabs.map((tab) => tab.id)).toEqual(expected);
    for (const tab of availableTabs) expect(availablePaths.has(tab.path), `tab ${tab.label}`).toBe(true);
  });

  it('has the home page, so the shell always has somewhere to send visitors', () => {
    expect(pages.home).toBeDefined();
  });
});
