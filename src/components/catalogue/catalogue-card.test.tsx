import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueCard, type CatalogueCardProps } from './catalogue-card';
import { CatalogueSection } from './catalogue-section';

function renderCard(props: Partial<CatalogueCardProps> = {}) {
  const all: CatalogueCardProps = {
    id: 'amethyst',
    icon: '💜',
    title: 'Amethyst',
    summary: 'A calm violet quartz.',
    expanded: false,
    onToggle: vi.fn(),
    details: <p>Prepare in a dim room.</p>,
    ...props,
  };
  render(
    <CatalogueSection title="Sacred Scrying Crystals">
      <CatalogueCard {...all} />
    </CatalogueSection>,
  );
  return all;
}

describe('CatalogueCard', () => {
  it('is a titled article in a titled list, with its details hidden until expanded', () => {
    const props = renderCard();
    expect(screen.getByRole('region', { name: 'Sacred Scrying Crystals' })).toBeTruthy();
    expect(screen.getByRole('listitem').id).toBe('catalogue-amethyst');
    expect(screen.getByRole('article', { name: 'Amethyst' })).toBeTruthy();
    expect(screen.getByText('A calm violet quartz.')).toBeTruthy();
    expect(screen.queryByText('Prepare in a dim room.')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Learn More about Amethyst' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(props.onToggle).toHaveBeenCalledTimes(1);
  });

  it('offers an outside link in a new tab without opener or referrer, with a suggested file name', () => {
    renderCard({
      link: {
        label: 'Download',
        href: 'https://www.gutenberg.org/ebooks/1.epub3.images',
        download: 'A-b.pdf',
      },
    });
    const link = screen.getByRole('link', { name: 'Download Amethyst (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.gutenberg.org/ebooks/1.epub3.images');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('download')).toBe('A-b.pdf');
  });

  it('shows details and Show Less while expanded, tied to the toggle by aria-controls', () => {
    renderCard({ expanded: true });
    const toggle = screen.getByRole('button', { name: 'Show Less about Amethyst' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details?.textContent).toBe('Prepare in a dim room.');
  });

  it('runs its action and names the item for screen readers', () => {
    const onClick = vi.fn();
    renderCard({ action: { label: 'Begin Scrying Session', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Begin Scrying Session for Amethyst' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows why it is highlighted, and nothing when it is not', () => {
    renderCard({ highlight: 'Recommended for Pisces' });
    expect(screen.getByText('Recommended for Pisces')).toBeTruthy();
  });

  it('uses custom toggle words when a page has its own', () => {
    renderCard({ moreLabel: 'Open Lesson', lessLabel: 'Close Lesson', expanded: true });
    expect(screen.getByRole('button', { name: 'Close Lesson about Amethyst' })).toBeTruthy();
  });
});
