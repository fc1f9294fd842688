import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZodiacPicker } from './zodiac-picker';

describe('ZodiacPicker', () => {
  it('shows the twelve signs in a labelled group with emoji, symbol, name and dates', () => {
    render(<ZodiacPicker selected={null} onSelect={vi.fn()} label="First Sign" />);
    const group = screen.getByRole('group', { name: 'First Sign' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(12);
    expect(buttons[0]?.textContent).toContain('🐏');
    expect(buttons[0]?.textContent).toContain('♈');
    expect(buttons[0]?.textContent).toContain('Aries');
    expect(buttons[0]?.textContent).toContain('Mar 21-Apr 19');
  });

  it('takes its name from the page’s own heading when given one, drawing no label of its own', () => {
    render(
      <>
        <h2 id="palm-title">Leo Palm Reading</h2>
        <ZodiacPicker selected="leo" onSelect={vi.fn()} labelledBy="palm-title" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Leo Palm Reading' })).toBeTruthy();
    expect(screen.queryByText('Choose your sign')).toBeNull();
  });

  it('marks the own sign visibly and in its accessible name', () => {
    render(<ZodiacPicker selected={null} onSelect={vi.fn()} ownSign="leo" />);
    expect(screen.getByRole('button', { name: /Leo.*Your sign/ })).toBeTruthy();
    expect(screen.getAllByText('Your sign')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Virgo/ }).textContent).not.toContain('Your sign');
  });

  it('reports the selected sign as pressed and calls back on choice', () => {
    const onSelect = vi.fn();
    render(<ZodiacPicker selected="gemini" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /Gemini/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Virgo/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: /Virgo/ }));
    expect(onSelect).toHaveBeenCalledWith('virgo');
  });

  it('moves focus with arrow keys, Home and End without choosing', () => {
    const onSelect = vi.fn();
    render(<ZodiacPicker selected={null} onSelect={onSelect} columns={4} />);
    const aries = screen.getByRole('button', { name: /Aries/ });
    aries.focus();
    fireEvent.keyDown(aries, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toContain('Taurus');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('Virgo');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.textContent).toContain('Pisces');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toContain('Pisces');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement?.textContent).toContain('Aries');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows each sign’s element with its icon only when the page asks for it', () => {
    const icons = { fire: '🔥', earth: '🌍', air: '💨', water: '🌊' } as const;
    const { unmount } = render(<ZodiacPicker selected={null} onSelect={vi.fn()} elementIcons={icons} />);
    expect(screen.getByRole('button', { name: /Leo/ }).textContent).toContain('🔥 fire');
    expect(screen.getByRole('button', { name: /Pisces/ }).textContent).toContain('🌊 water');
    unmount();
    render(<ZodiacPicker selected={null} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Leo/ }).textContent).not.toContain('fire');
  });
});
