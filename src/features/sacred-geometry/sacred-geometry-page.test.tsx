import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/navigation/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATTERNS } from '@core/features/sacred-geometry/patterns';
import { pageDoubles } from '@/testing/reading-page-doubles';
import { descriptionTeaser } from '@/components/catalogue/description-teaser';
import SacredGeometryPage from './sacred-geometry-page';

vi.mock('@/lib/profile/use-profile', async () =>
  (await import('@/testing/reading-page-doubles')).profileHookDouble(),
);
vi.mock('@/lib/reading/use-reading', async () =>
  (await import('@/testing/reading-page-doubles')).readingHookDouble('The figure turns for you.'),
);

const page = () => (
  <MemoryRouter>
    <SacredGeometryPage />
  </MemoryRouter>
);
const catalogue = () => screen.getByRole('region', { name: 'The Eight Sacred Patterns' });
const signButton = (name: RegExp) => screen.getAllByRole('button', { name })[0] as HTMLElement;

describe('SacredGeometryPage', () => {
  beforeEach(() => pageDoubles.reset());

  it('lists the eight patterns, each drawn as an SVG figure, behind an invitation until a sign is chosen', () => {
    render(page());
    expect(within(catalogue()).getAllByRole('article')).toHaveLength(8);
    for (const pattern of PATTERNS) {
      const figure = screen.getByRole('img', { name: `Drawing of the ${pattern.name}` });
      expect(figure.tagName.toLowerCase()).toBe('svg');
      expect(figure.getAttribute('viewBox')).toBe('0 0 1 1');
      expect(figure.classList.contains('geometry-turn')).toBe(true);
    }
    expect(screen.getByRole('heading', { name: 'Choose your sign to begin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Recommended for/ })).toBeNull();
  });

  it('draws the Flower of Life with nineteen circles and the Sri Yantra with nine triangles', () => {
    render(page());
    const flower = screen.getByRole('img', { name: 'Drawing of the Flower of Life' });
    const yantra = screen.getByRole('img', { name: 'Drawing of the Sri Yantra' });
    // The framing rings are drawn apart from the figure's own circles.
    expect(flower.querySelectorAll('circle:not([opacity])')).toHaveLength(19);
    expect(yantra.querySelectorAll('polygon')).toHaveLength(9);
    const spiral = screen.getByRole('img', { name: 'Drawing of the Golden Spiral' });
    for (const path of spiral.querySelectorAll('path')) expect(path.getAttribute('fill')).toBe('none');
  });

  it('shows the start of each description on the card and the whole of it behind Learn More', () => {
    render(page());
    const merkaba = PATTERNS.find((pattern) => pattern.id === 'merkaba');
    const description = merkaba?.description ?? '';
    const card = within(catalogue()).getByRole('article', { name: 'Merkaba' });
    expect(card.textContent).toContain(descriptionTeaser(description));
    expect(card.textContent).not.toContain(description);
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Merkaba' }));
    expect(card.textContent).toContain(description);
  });

  it('alerts with the spec’s words when a reading is asked for before a sign', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Get Personal Reading for Merkaba' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Please select your zodiac sign first.');
    expect(pageDoubles.lastRequest()).toBeNull();
  });

  it('keeps one card open at a time, showing every field of the open one', () => {
    render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Merkaba' }));
    expect(screen.getByText(/Taken as a vehicle of light/)).toBeTruthy();
    expect(screen.getByText(/963 Hz, a solfeggio tone/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Learn More about Sri Yantra' }));
    expect(screen.queryByText(/Taken as a vehicle of light/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Show Less/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less about Sri Yantra' }));
    expect(screen.queryAllByRole('button', { name: /^Show Less/ })).toHaveLength(0);
  });

  it('recommends patterns for the sign and reads the chosen one for it', () => {
    render(page());
    fireEvent.click(signButton(/Leo/));
    const recommended = screen.getByRole('region', { name: 'Recommended for Leo' });
    // Leo is fire and listed by the Flower of Life and the Merkaba; the Sri Yantra is fire too.
    expect(
      within(recommended)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['🌸Flower of Life528 Hz', '🔯Merkaba963 Hz', '🔺Sri Yantra852 Hz']);
    expect(within(catalogue()).getAllByText('Recommended for Leo')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Get Personal Reading for Vesica Piscis' }));
    expect(pageDoubles.lastRequest()).toMatchObject({
      feature: 'sacred-geometry',
      sign: 'leo',
      pattern: 'vesica-piscis',
    });
    expect(screen.getByText('The figure turns for you.')).toBeTruthy();
  });
});
