import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { describe, expect, it, vi } from 'vitest';
import { defaultProfile } from '@core/profile/profile';
import { AppRoutes } from './router';
import { availableRoutes } from './routes';

vi.mock('@/lib/profile/use-profile', () => ({
  useProfile: () => ({ profile: defaultProfile(), update: vi.fn(), reset: vi.fn(), isComplete: false }),
}));
vi.mock('@/lib/sound/use-sound', () => ({ useSoundSetting: () => ({ enabled: true, setEnabled: vi.fn() }) }));

describe('the About page inside the app', () => {
  it('lists exactly the registered pages of the route table, but Home and About, as its tools', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/about']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    const expected = availableRoutes.filter((route) => route.id !== 'home' && route.id !== 'about');
    // The page is a lazy chunk: under a full parallel test run it can take a few seconds to load.
    const tools = await screen.findByRole(
      'region',
      { name: `The ${expected.length} tools` },
      { timeout: 10_000 },
    );
    const links = within(tools).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map((route) => route.path));
    for (const route of expected) expect(tools.textContent).toContain(route.description);
    const numbers = screen.getByRole('region', { name: 'Cosmic Guide in numbers' });
    expect(within(numbers).getAllByRole('definition')[0]?.textContent).toBe(String(expected.length));
  });
});
