import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { describe, expect, it } from 'vitest';
import LearnAstrologyPage from './learn-astrology-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <LearnAstrologyPage />
    </MemoryRouter>,
  );

const lessonCard = (title: string) => screen.getByRole('article', { name: title });

describe('LearnAstrologyPage', () => {
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
    expect(await screen.findByRole('heading', { name: 'A symbolic language, not a science' })).toBeTruthy();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement?.textContent).toBe('Astrology Basics');

    fireEvent.click(screen.getByRole('button', { name: 'Open Lesson about Aspects' }));
    expect(await screen.findByRole('heading', { name: 'Angles as relationships' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'A symbolic language, not a science' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Close Lesson/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close Lesson about Aspects' }));
    expect(screen.queryByRole('heading', { name: 'Angles as relationships' })).toBeNull();
  });

  it('opens a lesson from its step of the recommended path', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Step 2: The 12 Zodiac Signs' }));
    expect(await screen.findByRole('heading', { name: 'Twelve slices of one circle' })).toBeTruthy();
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
    const question = await screen.findByRole('group', { name: /Roughly how long does Saturn spend/ });
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
    fireEvent.click(await screen.findByRole('button', { name: 'Search the full glossary' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search the glossary' }));
  });

  it('searches the glossary by term or meaning, and follows a see-also link', () => {
    renderPage();
    const glossary = screen.getByRole('region', { name: 'Glossary of Terms' });
    const box = within(glossary).getByRole('searchbox', { name: 'Search the glossary' });
    expect(within(glossary).getByRole('status').textContent).toBe('All 64 terms');
    fireEvent.change(box, { target: { value: 'ASCEND' } });
    expect(within(glossary).getAllByRole('term')[0]?.textContent).toBe('Ascendant');
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(within(glossary).getByText('No term matches “zzzz”. Try a shorter word.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Air' } });
    fireEvent.click(within(glossary).getByRole('button', { name: 'Element' }));
    expect(box).toHaveProperty('value', 'Element');
    expect(within(glossary).getAllByRole('term')[0]?.textContent).toBe('Element');
  });
});
