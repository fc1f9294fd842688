import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerUpdates } from '@/lib/pwa/service-worker-updates';
import { UpdatePrompt } from './update-prompt';

function renderPrompt() {
  const updates = createServiceWorkerUpdates();
  const register = vi.fn();
  const apply = vi.fn(async () => undefined);
  render(<UpdatePrompt updates={updates} register={register} />);
  const offer = () => act(() => updates.offer(apply));
  return { updates, register, apply, offer };
}

describe('UpdatePrompt', () => {
  it('registers the service worker when mounted and shows nothing while no version waits', () => {
    const { register } = renderPrompt();
    expect(register).toHaveBeenCalledTimes(1);
    // The live region is there from the start, so its message is announced when it appears.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('announces a waiting version with Reload and Later, without taking focus', () => {
    const { offer } = renderPrompt();
    const before = document.activeElement;
    offer();
    expect(screen.getByRole('status').textContent).toContain('A new version of Cosmic Guide is ready.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Later' })).toBeTruthy();
    expect(document.activeElement).toBe(before);
  });

  it('reloads into the new version on Reload', () => {
    const { offer, apply } = renderPrompt();
    offer();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledWith();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('goes away on Later without activating the new version', () => {
    const { offer, apply } = renderPrompt();
    offer();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(apply).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps its buttons in the keyboard order and animates only when motion is welcome', () => {
    const { offer } = renderPrompt();
    offer();
    for (const name of ['Reload', 'Later']) {
      const button = screen.getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('tabindex')).toBeNull();
    }
    const banner = screen.getByText('A new version of Cosmic Guide is ready.').parentElement;
    expect(banner?.className).toMatch(/(^|\s)motion-safe:animate-/);
    expect(banner?.className).not.toMatch(/(^|\s)animate-/);
  });
});
