import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '@core/time/calendar-date';
import { pageDoubles } from '@/testing/reading-page-doubles';
import { NO_DREAM_ALERT, NO_SIGN_WISDOM_ALERT } from '@/components/dream/dream-alerts';
import DreamOraclePage from './dream-oracle-page';

vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('The Oracle speaks.'),
);
vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);

const renderPage = () =>
  render(
    <MemoryRouter>
      <DreamOraclePage />
    </MemoryRouter>,
  );
const describeDream = (text: string) =>
  fireEvent.change(screen.getByLabelText('Describe your dream'), { target: { value: text } });
const symbol = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Cosmic symbols in your dream' })).getByRole('button', { name });

describe('DreamOraclePage', () => {
  beforeEach(() => pageDoubles.reset());

  it('alerts without a sign, for an analysis and for wisdom', () => {
    renderPage();
    describeDream('A bridge of light');
    fireEvent.click(screen.getByRole('button', { name: 'Analyze My Dream' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_DREAM_ALERT);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: /^Cosmic Symbols/ }));
    expect(screen.getByRole('alertdialog').textContent).toContain(NO_SIGN_WISDOM_ALERT);
    expect(pageDoubles.readingRequests.every((request) => request === null)).toBe(true);
  });

  it('sends the default analysis type and the symbols in the spec’s order, then reveals the archetype', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'libra' };
    renderPage();
    expect(screen.queryByRole('region', { name: 'Your Dream Archetype Revealed' })).toBeNull();
    describeDream('I was healing by a river');
    fireEvent.click(symbol(/Temples/));
    fireEvent.click(symbol(/Flying/));
    fireEvent.click(symbol(/Light/));
    fireEvent.click(symbol(/Light/));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze My Dream' }));
    expect(pageDoubles.lastRequest()).toEqual({
      feature: 'dream-oracle',
      kind: 'analysis',
      sign: 'libra',
      description: 'I was healing by a river',
      symbols: ['flying', 'temples'],
      analysisType: 'astrological-interpretation',
      date: localIsoDate(),
    });
    const card = within(screen.getByRole('region', { name: 'Your Dream Archetype Revealed' }));
    expect(card.getByRole('heading', { name: 'Healing Dreamer' })).toBeTruthy();
  });

  it('asks for a wisdom topic and hides the archetype card for it', () => {
    pageDoubles.profile = { ...pageDoubles.profile, zodiacSign: 'aries' };
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Soul Purpose' }));
    fireEvent.click(screen.getByRole('button', { name: /^Dream Archetypes/ }));
    expect(pageDoubles.lastRequest()).toEqual({
      feature: 'dream-oracle',
      kind: 'wisdom',
      sign: 'aries',
      topic: 'dream-archetypes',
      date: localIsoDate(),
    });
    expect(screen.queryByRole('region', { name: 'Your Dream Archetype Revealed' })).toBeNull();
  });
});
