import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAlertDialog } from './use-alert-dialog';

const MESSAGE = 'Please select your zodiac sign first.';

function Harness() {
  const { showAlert, alertDialog } = useAlertDialog();
  return (
    <>
      <button type="button" onClick={() => showAlert(MESSAGE)}>
        Get reading
      </button>
      {alertDialog}
    </>
  );
}

function openFrom(trigger: HTMLElement) {
  trigger.focus();
  fireEvent.click(trigger);
}

const flushFocus = () =>
  act(async () => {
    await Promise.resolve();
  });

describe('useAlertDialog', () => {
  it('shows the exact message in a modal alert dialog and focuses OK', () => {
    render(<Harness />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    openFrom(screen.getByRole('button', { name: 'Get reading' }));
    const dialog = screen.getByRole('alertdialog', { name: 'One moment' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGE);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('closes on OK and gives focus back to the control that raised it', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Get reading' });
    openFrom(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await flushFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and keeps Tab on its one button', async () => {
    render(<Harness />);
    openFrom(screen.getByRole('button', { name: 'Get reading' }));
    const dialog = screen.getByRole('alertdialog');
    const ok = screen.getByRole('button', { name: 'OK' });
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await flushFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
