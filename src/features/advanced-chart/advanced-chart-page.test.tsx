import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { getProfile, resetProfile, updateProfile } from '@/lib/profile/profile-store';
import { type ReadingState, useReading } from '@/lib/reading/use-reading';
import AdvancedChartPage from './advanced-chart-page';
import * as castChartModule from './cast-chart';
import { TARGET_REQUIRED } from './chart-form-state';
import { CHART_ALERTS } from './chart-validation';

vi.mock('@/lib/reading/use-reading', () => ({ useReading: vi.fn() }));
const readingMock = vi.mocked(useReading);
let readingState: ReadingState = { status: 'loading' };

// The page loads the chart engine on the first card click. Under Vitest that first import makes
// Vite transform astronomy-engine and the chart code (1.5 s on an idle machine, several seconds
// when the two cores are busy): a cost of the test runner, not of the page. Paying it here keeps
// it out of the casting test's timing; the page still goes through its own lazy import.
beforeAll(() => import('./cast-chart'), 60_000);

beforeEach(() => {
  readingState = { status: 'loading' };
  readingMock.mockClear();
  readingMock.mockImplementation((request: ReadingRequest | null) =>
    request ? readingState : { status: 'idle' },
  );
});
afterEach(() => {
  resetProfile();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const input = (id: string) => {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`No input #${id}`);
  return element;
};
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
// A card's accessible name is its whole visible text, title first.
const card = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}\\b`) });
const castButton = (title: string) => screen.getByRole('button', { name: `Cast ${title}` });
const pickSign = (group: RegExp, sign: RegExp) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('button', { name: sign }));
const lastRequest = () =>
  readingMock.mock.calls
    .map(([request]) => request)
    .filter((request) => request !== null)
    .at(-1);

// Nothing here waits on a clock: the alerts and checks are synchronous. But every role query
// computes accessible names over the whole page, which takes seconds when both cores are busy
// (the alerts test makes a dozen of them), so the tests get more than Vitest's default 5 s.
describe('AdvancedChartPage', { timeout: 30_000 }, () => {
  it('shows ten cards in three groups with the spec’s hints, and no form before a chart is chosen', () => {
    render(<AdvancedChartPage />);
    for (const group of ['Relationship Charts', 'Personal Charts', 'Specialized Charts']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
    expect(document.querySelectorAll('[data-chart]')).toHaveLength(10);
    expect(screen.getAllByText('Requires two people')).toHaveLength(3);
    expect(screen.getAllByText('Birth time recommended')).toHaveLength(10);
    expect(screen.getAllByText('Location required')).toHaveLength(1);
    expect(screen.queryAllByRole('group', { name: /sign/ })).toEqual([]);
    expect(document.getElementById('person-name')).toBeNull();
    fireEvent.click(card('Synastry'));
    expect(screen.getAllByRole('group', { name: /sign/ }).map((group) => group.className)).toEqual([
      expect.stringContaining('grid-cols-4'),
      expect.stringContaining('grid-cols-4'),
    ]);
  });

  it('shows each chart type only the fields it reads (issue 26 item 5)', () => {
    render(<AdvancedChartPage />);
    const shown = () => ({
      partner: document.getElementById('partner-name') !== null,
      target: document.getElementById('target-location') !== null,
      person: document.getElementById('person-name') !== null,
    });
    fireEvent.click(card('Solar Return'));
    expect(shown()).toEqual({ person: true, partner: false, target: true });
    fireEvent.click(card('Composite Chart'));
    expect(shown()).toEqual({ person: true, partner: true, target: false });
    fireEvent.click(card('Medical Chart'));
    expect(shown()).toEqual({ person: true, partner: false, target: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('gives the four alerts in the spec’s order from the Cast button and asks for no reading', () => {
    render(<AdvancedChartPage />);
    const alerts: string[] = [];
    const readAlert = () => {
      const dialog = screen.getByRole('alertdialog');
      alerts.push(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    };
    fireEvent.click(card('Synastry'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(castButton('Synastry'));
    readAlert();
    pickSign(/^Your sign/, /Leo/);
    fireEvent.click(castButton('Synastry'));
    readAlert();
    fireEvent.click(card('Progressed Chart'));
    fireEvent.click(castButton('Progressed Chart'));
    readAlert();
    fireEvent.click(card('Composite Chart'));
    pickSign(/^Partner’s sign/, /Pisces/);
    type('person-name', 'Ana');
    type('person-date', '1990-08-01');
    fireEvent.click(castButton('Composite Chart'));
    readAlert();
    expect(alerts).toEqual([
      CHART_ALERTS.noFirstSign,
      CHART_ALERTS.noSecondSign,
      CHART_ALERTS.noPerson,
      CHART_ALERTS.noPartner,
    ]);
    expect(lastRequest()).toBeUndefined();
  });

  it('dims a two-person chart’s Cast button until both signs are chosen, keeping it clickable', () => {
    render(<AdvancedChartPage />);
    fireEvent.click(card('Davison Chart'));
    expect(castButton('Davison Chart').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(card('Medical Chart'));
    expect(castButton('Medical Chart').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(card('Davison Chart'));
    pickSign(/^Your sign/, /Aries/);
    pickSign(/^Partner’s sign/, /Libra/);
    expect(castButton('Davison Chart').getAttribute('aria-disabled')).toBeNull();
  });

  it('preselects the profile sign and prefills the first person', () => {
    updateProfile({ name: 'Mira', zodiacSign: 'aquarius', birthDate: '1985-02-03', birthTime: '07:45' });
    render(<AdvancedChartPage />);
    fireEvent.click(card('Synastry'));
    const own = within(screen.getByRole('group', { name: /^Your sign/ })).getByRole('button', {
      name: /Aquarius/,
    });
    expect(own.getAttribute('aria-pressed')).toBe('true');
    expect([input('person-name').value, input('person-date').value, input('person-time').value]).toEqual([
      'Mira',
      '1985-02-03',
      '07:45',
    ]);
  });

  it('casts at once from a card whose details are complete, and else takes the visitor to its fields', () => {
    updateProfile({ name: 'Mira', zodiacSign: 'aquarius', birthDate: '1985-02-03' });
    render(<AdvancedChartPage />);
    fireEvent.click(card('Synastry'));
    expect(lastRequest()).toBeUndefined();
    expect(document.activeElement?.textContent).toBe('Synastry: both people’s details');
    fireEvent.click(card('Medical Chart'));
    expect(lastRequest()).toMatchObject({
      chartType: 'medical',
      firstSign: 'aquarius',
      person: { name: 'Mira' },
    });
  });

  it('casts and asks in the profile’s house system and zodiac, and saves a change back (issue 29)', async () => {
    const castSpy = vi.spyOn(castChartModule, 'castChart');
    updateProfile({
      name: 'Mira',
      zodiacSign: 'aquarius',
      birthDate: '1985-02-03',
      chartHouseSystem: 'koch',
      chartZodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' },
    });
    render(<AdvancedChartPage />);
    fireEvent.click(card('Medical Chart'));
    expect(lastRequest()).toMatchObject({
      chartType: 'medical',
      houseSystem: 'koch',
      zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' },
    });
    await vi.waitFor(() =>
      expect(castSpy).toHaveBeenLastCalledWith(
        expect.objectContaining({ chartType: 'medical' }),
        expect.any(Date),
        {
          houseSystem: 'koch',
          zodiac: { zodiac: 'sidereal', ayanamsa: 'lahiri' },
        },
      ),
    );
    fireEvent.change(document.getElementById('advanced-chart-zodiac') as HTMLSelectElement, {
      target: { value: 'tropical' },
    });
    await vi.waitFor(() => expect(lastRequest()).toMatchObject({ zodiac: { zodiac: 'tropical' } }));
    expect(getProfile().chartZodiac).toEqual({ zodiac: 'tropical' });
  });

  it('asks for a relocation’s target location in the page, without an alert or a request', () => {
    updateProfile({ name: 'Mira', zodiacSign: 'aquarius', birthDate: '1985-02-03' });
    render(<AdvancedChartPage />);
    fireEvent.click(card('Relocation Chart'));
    expect(document.getElementById('target-location')).not.toBeNull();
    fireEvent.click(castButton('Relocation Chart'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getAllByText(new RegExp(TARGET_REQUIRED.slice(0, 40))).length).toBeGreaterThan(0);
    expect(lastRequest()).toBeUndefined();
  });

  // The one test that renders a whole bi-wheel (hundreds of SVG nodes and two tables) and queries
  // it by role; happy-dom needs a few seconds for that on a loaded machine.
  it('casts a synastry bi-wheel and asks for its reading', async () => {
    readingState = {
      status: 'done',
      text: 'Your Venus meets their Mars.',
      source: 'offline',
      interrupted: false,
    };
    render(<AdvancedChartPage />);
    fireEvent.click(card('Synastry'));
    pickSign(/^Your sign/, /Leo/);
    pickSign(/^Partner’s sign/, /Pisces/);
    type('person-name', 'Ana');
    type('person-date', '1990-08-01');
    type('person-time', '14:30');
    type('partner-name', 'Ben');
    type('partner-date', '1988-03-05');
    fireEvent.click(castButton('Synastry'));

    // Wait on the wheel's SVG title, a cheap lookup: polling a role query over the growing chart
    // would recompute every accessible name on each DOM change and slow the render it waits for.
    await screen.findByTitle('Synastry of Ana and Ben', {}, { timeout: 10_000 });
    const wheel = screen.getByRole('group', { name: 'Synastry of Ana and Ben' });
    expect(wheel.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText(/^Outer ring: Ben$/)).toBeTruthy();
    expect(screen.getByText(/aspects between the two charts; the wheel draws the 16 tightest$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Chart summary' })).toBeTruthy();
    expect(lastRequest()).toMatchObject({
      feature: 'advanced-chart',
      chartType: 'synastry',
      firstSign: 'leo',
      secondSign: 'pisces',
      person: { name: 'Ana', date: '1990-08-01', time: '14:30' },
      partner: { name: 'Ben', date: '1988-03-05' },
    });
    const article = screen.getByRole('article', { name: 'Synastry · Ana & Ben' });
    expect(article.textContent).toContain('Relationship chart for Leo & Pisces');
    expect(article.textContent).not.toContain('Daily reading');
    expect(article.textContent).toContain('Composed offline from both computed charts');
    expect(card('Synastry').getAttribute('aria-pressed')).toBe('true');
  });
});
