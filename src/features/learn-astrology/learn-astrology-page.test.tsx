import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_SUMMARY_LIST } from '@core/features/learn-astrology/lesson-summaries';
import { loadLesson } from '@core/features/learn-astrology/lessons/load-lesson';
import LearnAstrologyPage from './learn-astrology-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <LearnAstrologyPage />
    </MemoryRouter>,
  );

const lessonCard = (title: string) => screen.getByRole('article', { name: title });

// A lesson's body is its own dynamic import. The first import of each makes Vite transform it
// (a cost of the runner that grows with the machine's load, not of the page): pay it here, so a
// test's wait covers the page's own work. The page still goes through its own lazy import.
beforeAll(() => Promise.all(LESSON_SUMMARY_LIST.map(({ id }) => loadLesson(id))), 60_000);

/** Long enough for a busy machine; a broken page still fails, it only takes this long to say so. */
const LESSON_LOAD = { timeout: 10_000 };

// Role queries over the whole page take seconds on a busy machine; the waits above say what is awaited.
describe('LearnAstrologyPage', { timeout: 30_000 }, () => {
  it('lists the three-step path and the ten lessons in three categories, each with a worded difficulty', () => {
    renderPage();
    const path = screen.getByRole('region', { name: 'Your Recommended Path' });
    expect(within(path).getAllByRole('listitem')).toHaveLength(3);
    for (const [name, count] of [
      ['Fundamentals', 3],
      ['Chart Components', 4],
      ['Advanced Practice', 3],
    ] as const) {
      expect(within(screen.getByRole('region', { name })).getAllByRole('article'), name).toHaveLength(count);
    }
    expect(screen.getAllByText(/^Difficulty:/)).toHaveLength(10);
    expect(within(lessonCard('Aspects')).getByText('Intermediate')).toBeTruthy();
    expect(within(lessonCard('How to Read a Birth Chart')).getByText('Advanced')).toBeTruthy();
    // No lesson text ships with the cards.
    expect(screen.queryByRole('heading', { name: 'The wanderers' })).toBeNull();
  });

  it('opens one lesson at a time inline, moves focus to its title, and closes it with Close Lesson', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open Lesson about Astrology Basics' }));
    expect(
      await screen.findByRole('heading', { name: 'A symbolic language, not a science' }, LESSON_LOAD),
    ).toBeTruthy();
    // The card takes focus in the frame after it opens (revealCatalogueCard): wait for that, not a frame.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Astrology Basics'), LESSON_LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Open Lesson about Aspects' }));
    expect(await screen.findByRole('heading', { name: 'Angles as relationships' }, LESSON_LOAD)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'A symbolic language, not a science' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Close Lesson/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close Lesson about Aspects' }));
    expect(screen.queryByRole('heading', { name: 'Angles as relationships' })).toBeNull();
  });

  it('opens a lesson from its step of the recommended path', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Step 2: The 12 Zodiac Signs' }));
    expect(
      await screen.findByRole('heading', { name: 'Twelve slices of one circle' }, LESSON_LOAD),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close Lesson about The 12 Zodiac Signs' })).toBeTruthy();
  });

  it('shows today’s planets with sign and degree beside the planets lesson', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open Lesson about The Planets' }));
    const planets = await screen.findByRole('list', { name: 'Planets today' }, { timeout: 5_000 });
    const rows = within(planets).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]?.textContent).toMatch(
      /^☉\uFE0ESun\S+ \d{1,2}°\d\d′ (Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)/,
    );
  });

  it('checks a quiz answer and explains it, right or wrong', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open Lesson about The Planets' }));
    const question = await screen.findByRole(
      'group',
      { name: /Roughly how long does Saturn spend/ },
      LESSON_LOAD,
    );
    const check = within(question).getByRole('button', { name: 'Check answer' });
    expect(check).toHaveProperty('disabled', true);
    fireEvent.click(within(question).getByRole('radio', { name: 'About a year' }));
    fireEvent.click(check);
    expect(within(question).getByRole('status').textContent).toMatch(
      /^Not quite\. The answer is: About two and a half years\. Saturn circles the zodiac/,
    );
    fireEvent.click(within(question).getByRole('radio', { name: 'About two and a half years' }));
    expect(within(question).getByRole('status').textContent).toBe('');
    fireEvent.click(check);
    expect(within(question).getByRole('status').textContent).toMatch(/^Correct\. Saturn circles/);
  });

  it('sends a reader of the glossary lesson to the glossary’s search box', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Open Lesson about Astrology Glossary' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Search the full glossary' }, LESSON_LOAD));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search the glossary' }));
  });

  it('searches the glossary by term or meaning, and follows a see-also link', () => {
    renderPage();
    const glossary = screen.getByRole('region', { name: 'Glossary of Terms' });
    const box = within(glossary).getByRole('searchbox', { name: 'Search the glossary' });
    expect(within(glossary).getByRole('status').textContent).toBe('All 64 terms');
    expect(glossary.querySelector('details')?.open).toBe(false);
    fireEvent.change(box, { target: { value: 'ASCEND' } });
    expect(within(glossary).getAllByRole('term')[0]?.textContent).toBe('Ascendant');
    // A search's matches show at once, not behind the closed "Browse all" list.
    expect(within(glossary).getAllByRole('term')[0]?.closest('details')).toBeNull();
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(within(glossary).getByText('No term matches “zzzz”. Try a shorter word.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Air' } });
    fireEvent.click(within(glossary).getByRole('button', { name: 'Element' }));
    expect(box).toHaveProperty('value', 'Element');
    expect(within(glossary).getAllByRole('term')[0]?.textContent).toBe('Element');
  });

  it('opens only the first category before a tap, and a path step opens the category of its lesson', () => {
    renderPage();
    const category = (name: string) => screen.getByRole('region', { name }).querySelector('details');
    expect(category('Fundamentals')?.open).toBe(true);
    expect(category('Chart Components')?.open).toBe(false);
    expect(category('Advanced Practice')?.open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Step 3: The Planets' }));
    expect(category('Chart Components')?.open).toBe(true);
    expect(category('Advanced Practice')?.open).toBe(false);
  });
});
