import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopicButtons } from './topic-buttons';

const topics = [
  { id: 'a', emoji: '🌙', title: 'Subconscious Messages', summary: 'What the night says.' },
  { id: 'b', emoji: '⭐', title: 'Spiritual Growth', summary: 'Where it leads.' },
] as const;

describe('TopicButtons', () => {
  it('lists the topics under a titled section and marks the selected one pressed', () => {
    const onSelect = vi.fn();
    render(<TopicButtons title="Dream Wisdom" topics={topics} selected="b" onSelect={onSelect} />);
    expect(screen.getByRole('region', { name: 'Dream Wisdom' })).toBeTruthy();
    const first = screen.getByRole('button', { name: /Subconscious Messages/ });
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /Spiritual Growth/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(first);
    expect(onSelect).toHaveBeenCalledWith('a');
  });

  it('draws a topic’s accent colour on its left edge when it has one', () => {
    render(
      <TopicButtons
        title="Choose Your Nutritional Focus"
        topics={[
          { id: 'x', emoji: '🥗', title: 'Nutritional Needs', summary: 'What helps.', color: 'rgb(1, 2, 3)' },
        ]}
        selected={null}
        onSelect={vi.fn()}
        layout="grid"
      />,
    );
    const button = screen.getByRole('button', { name: /Nutritional Needs/ });
    expect(button.style.borderLeftColor).toBe('rgb(1, 2, 3)');
    expect(button.className).toContain('border-l-4');
  });
});
