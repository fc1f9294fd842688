import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleChips } from './toggle-chips';

const OPTIONS = [
  { id: 'joy', label: 'Joy' },
  { id: 'fire', label: 'Fire', emoji: '🔥' },
] as const;

describe('ToggleChips', () => {
  it('labels the group, marks the chosen options pressed and hides the emoji from readers', () => {
    render(<ToggleChips legend="Feelings" options={OPTIONS} selected={['fire']} onToggle={vi.fn()} />);
    const group = within(screen.getByRole('group', { name: 'Feelings' }));
    expect(group.getByRole('button', { name: 'Joy' }).getAttribute('aria-pressed')).toBe('false');
    expect(group.getByRole('button', { name: 'Fire' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reports each press with the option’s id, pressed or not', () => {
    const onToggle = vi.fn();
    render(<ToggleChips legend="Feelings" options={OPTIONS} selected={['fire']} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fire' }));
    fireEvent.click(screen.getByRole('button', { name: 'Joy' }));
    expect(onToggle.mock.calls).toEqual([['fire'], ['joy']]);
  });
});
