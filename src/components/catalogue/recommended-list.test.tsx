import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecommendedList, revealCatalogueCard } from './recommended-list';

describe('RecommendedList', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('lists the items under its title and hands back the chosen id', () => {
    const onChoose = vi.fn();
    render(
      <RecommendedList
        title="Recommended for Leo"
        items={[
          { id: 'citrine', icon: '💛', name: 'Citrine', note: 'fire' },
          { id: 'clear-quartz', icon: '🔮', name: 'Clear Quartz' },
        ]}
        onChoose={onChoose}
      />,
    );
    expect(screen.getByRole('region', { name: 'Recommended for Leo' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Clear Quartz/ }));
    expect(onChoose).toHaveBeenCalledWith('clear-quartz');
  });

  it('says so when nothing matches', () => {
    render(
      <RecommendedList title="Recommended for Leo" items={[]} onChoose={vi.fn()} emptyText="None yet." />,
    );
    expect(screen.getByText('None yet.')).toBeTruthy();
  });

  it('brings the chosen card into view and focuses its title', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: scrollIntoView,
    });
    document.body.innerHTML = '<ul><li id="catalogue-citrine"><h3>Citrine</h3></li></ul>';
    revealCatalogueCard('citrine');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.textContent).toBe('Citrine');
  });
});
