import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { LocationProbe, routerHandle } from '@/testing/location-probe';
import { afterEach, describe, expect, it } from 'vitest';
import { resetProfile, updateProfile } from '@/lib/profile/profile-store';
import MysticalLibraryPage from './mystical-library-page';

const renderPage = (search = '') => {
  const { handle: router, onChange } = routerHandle();
  render(
    <MemoryRouter initialEntries={[`/mystical-library${search}`]}>
      <MysticalLibraryPage />
      <LocationProbe onChange={onChange} />
    </MemoryRouter>,
  );
  return router;
};

const count = () => screen.getByText(/books? found$/).textContent;
const titles = () =>
  within(screen.getByRole('region', { name: 'The Collection' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const query = (router: ReturnType<typeof renderPage>) =>
  Object.fromEntries(new URLSearchParams(router.location.search));

const category = (name: string) =>
  within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name });
const sign = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Zodiac sign' })).getByRole('button', { name });

describe('MysticalLibraryPage', () => {
  afterEach(() => resetProfile());

  it('shows all nineteen books, the statistics, featured authors and guidelines', () => {
    renderPage();
    expect(count()).toBe('19 books found');
    expect(titles()).toHaveLength(19);
    const figures = within(screen.getByRole('region', { name: 'Collection Statistics' }))
      .getAllByRole('definition')
      .map((figure) => figure.textContent);
    expect(figures).toEqual(['19', '16', '19', '8']);
    expect(screen.getByRole('region', { name: 'Featured Authors' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Library Guidelines' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search books, authors, topics...')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Levels',
      'Beginner',
      'Intermediate',
      'Advanced',
      'Master',
    ]);
    expect(within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button')).toHaveLength(9);
    expect(within(screen.getByRole('group', { name: 'Zodiac sign' })).getAllByRole('button')).toHaveLength(
      13,
    );
  });

  it('filters by category, level, sign and search, combined with AND, writing each into the URL by replace', () => {
    const router = renderPage();
    fireEvent.click(category('Astrology'));
    expect(titles()).toEqual(['Christian Astrology', "Ptolemy's Tetrabiblos"]);
    expect(query(router)).toEqual({ category: 'astrology' });
    expect(router.location.navigationType).toBe('REPLACE');

    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: 'Master' } });
    expect(titles()).toEqual(["Ptolemy's Tetrabiblos"]);
    expect(count()).toBe('1 book found');
    expect(query(router)).toEqual({ category: 'astrology', level: 'master' });

    fireEvent.click(sign(/^Virgo/));
    expect(screen.getByRole('heading', { name: 'No Books Found' })).toBeTruthy();
    expect(count()).toBe('0 books found');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(count()).toBe('19 books found');
    expect(router.location.search).toBe('');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'RAMACHARAKA' } });
    expect(titles()).toEqual(['The Hindu-Yogi Science of Breath', 'A Series of Lessons in Raja Yoga']);
    expect(query(router)).toEqual({ q: 'RAMACHARAKA' });
    expect(router.location.navigationType).toBe('REPLACE');
    expect(router.location.pathname).toBe('/mystical-library');
  });

  it('follows a new query pushed from outside, such as the menu link back to the bare page', async () => {
    const router = renderPage('?q=lilly');
    expect(titles()).toEqual(['Christian Astrology']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'wattles' } });
    expect(titles()).toHaveLength(2);
    act(() => router.navigate('/mystical-library'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(count()).toBe('19 books found');
  });

  it('restores a shared view from the URL', () => {
    renderPage('?category=hermetic&level=intermediate');
    expect(titles()).toEqual(['The Kybalion']);
    expect(category('Hermetic').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveProperty('value', 'Intermediate');
  });

  it('recommends up to three books for a sign and leads to each, clearing filters that hide it', async () => {
    renderPage('?category=astrology');
    fireEvent.click(sign(/^Pisces/));
    const strip = screen.getByRole('region', { name: 'Recommended for Pisces' });
    const chips = within(strip).getAllByRole('button');
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.length).toBeLessThanOrEqual(3);
    expect(count()).toBe('0 books found');
    await act(async () => {
      fireEvent.click(chips[0] as HTMLElement);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const first = chips[0]?.querySelector('.font-semibold')?.textContent ?? '';
    const card = screen.getByRole('article', { name: first });
    expect(within(card).getByText('Recommended for Pisces')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /^Show Less/ })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(first);
  });

  it('marks the visitor’s own sign in the zodiac row', () => {
    updateProfile({ name: 'Ana', zodiacSign: 'leo' });
    renderPage();
    expect(sign(/^Leo \(your sign\)$/)).toBeTruthy();
  });

  it('shows a card with three tags, floor stars with the exact rating, and one Learn More open at a time', () => {
    renderPage();
    const lilly = screen.getByRole('article', { name: 'Christian Astrology' });
    expect(within(within(lilly).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    expect(lilly.textContent).toContain('★★★★☆');
    expect(lilly.textContent).toContain('Rated 4.8 out of 5');
    expect(within(lilly).getByText('Advanced').className).toMatch(/orange/);
    const download = within(lilly).getByRole('link', { name: /^Download Christian Astrology/ });
    expect(download.getAttribute('href')).toBe('https://archive.org/details/b30338724');
    expect(download.getAttribute('target')).toBe('_blank');
    expect(download.getAttribute('rel')).toBe('noopener noreferrer');
    expect(download.getAttribute('download')).toBe('Christian-Astrology.pdf');

    fireEvent.click(within(lilly).getByRole('button', { name: 'Learn More about Christian Astrology' }));
    expect(within(lilly).getByText('Spiritual benefits')).toBeTruthy();
    const kybalion = screen.getByRole('article', { name: 'The Kybalion' });
    fireEvent.click(within(kybalion).getByRole('button', { name: 'Learn More about The Kybalion' }));
    expect(within(lilly).queryByText('Spiritual benefits')).toBeNull();
    expect(within(kybalion).getByText('Public domain')).toBeTruthy();
  });
});
