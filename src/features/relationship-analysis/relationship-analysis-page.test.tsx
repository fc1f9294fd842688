import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProfile } from '@core/profile/profile';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import RelationshipAnalysisPage, { ONE_SIGN_ALERT, TWO_SIGNS_ALERT } from './relationship-analysis-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('A reading of the pair.'),
);

const renderPage = (url = '/relationship-analysis') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <RelationshipAnalysisPage />
    </MemoryRouter>,
  );
const pick = (gridName: string, sign: RegExp) =>
  fireEvent.click(within(screen.getByRole('group', { name: gridName })).getByRole('button', { name: sign }));
const card = (title: RegExp) => screen.getByRole('button', { name: title });

describe('RelationshipAnalysisPage', () => {
  beforeEach(() => {
    pageDoubles.reset();
  });

  it('invites the visitor while no sign is chosen and groups ten cards in three categories', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Discover Your Relationship Destiny' })).toBeTruthy();
    const counts = ['Compatibility', 'Relationship', 'Healing'].map(
      (name) => screen.getByRole('heading', { name }).parentElement?.querySelectorAll('li').length,
    );
    expect(counts).toEqual([5, 4, 1]);
    expect(screen.getAllByText('Requires two signs')).toHaveLength(9);
    expect(screen.getByRole('group', { name: 'Your Sign' }).className).toContain('grid-cols-3');
  });

  it('keeps unavailable cards focusable and explains them with the spec alerts', () => {
    renderPage();
    const soulmate = card(/Soulmate Score/);
    expect(soulmate.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(soulmate);
    expect(screen.getByRole('alertdialog').textContent).toContain(TWO_SIGNS_ALERT);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(card(/Breakup Healing/));
    expect(screen.getByRole('alertdialog').textContent).toContain(ONE_SIGN_ALERT);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(pageDoubles.readingRequests.every((request) => request === null)).toBe(true);

    pick('Your Sign', /Leo/);
    expect(card(/Breakup Healing/).getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(card(/Soulmate Score/));
    expect(screen.getByRole('alertdialog').textContent).toContain(TWO_SIGNS_ALERT);
  });

  it('reads breakup healing for the first sign alone, even with a second sign chosen', () => {
    renderPage();
    pick('Your Sign', /Leo/);
    pick('Their Sign', /Aries/);
    fireEvent.click(card(/Breakup Healing/));
    expect(pageDoubles.readingRequests.at(-1)).toEqual({
      feature: 'relationship-analysis',
      analysis: 'breakup-healing',
      firstSign: 'leo',
      date: localIsoDate(),
    });
    expect(screen.getByRole('heading', { name: 'Leo: Breakup Healing' })).toBeTruthy();
  });

  it('titles a two-sign result with both names and the analysis, reloading when a sign changes', () => {
    pageDoubles.profile = { ...defaultProfile(), zodiacSign: 'virgo' };
    renderPage();
    expect(screen.queryByRole('heading', { name: 'Discover Your Relationship Destiny' })).toBeNull();
    pick('Their Sign', /Pisces/);
    fireEvent.click(card(/Communication Styles/));
    expect(pageDoubles.readingRequests.at(-1)).toEqual({
      feature: 'relationship-analysis',
      analysis: 'communication-styles',
      firstSign: 'virgo',
      secondSign: 'pisces',
      date: localIsoDate(),
    });
    expect(screen.getByRole('heading', { name: 'Virgo & Pisces: Communication Styles' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Virgo and .*Pisces by the rules/ })).toBeTruthy();
    pick('Their Sign', /Gemini/);
    expect(pageDoubles.readingRequests.at(-1)).toMatchObject({
      analysis: 'communication-styles',
      secondSign: 'gemini',
    });
  });

  it('opens the pair and the analysis a link names, with the reading (issue 26)', () => {
    renderPage('/relationship-analysis?first=leo&second=aries&analysis=communication-styles');
    expect(pageDoubles.readingRequests.at(-1)).toMatchObject({
      analysis: 'communication-styles',
      firstSign: 'leo',
      secondSign: 'aries',
    });
    expect(screen.getByRole('heading', { name: 'Leo & Aries: Communication Styles' })).toBeTruthy();
  });

  it('reads nothing for a link whose analysis is not one', () => {
    renderPage('/relationship-analysis?first=leo&second=aries&analysis=%3Cscript%3E');
    expect(pageDoubles.readingRequests.at(-1)).toBeNull();
  });
});
