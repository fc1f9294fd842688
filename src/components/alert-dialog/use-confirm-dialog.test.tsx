import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmDialog } from './use-confirm-dialog';

const QUESTION = 'Start again from nothing? Continue?';

function Harness({ onAnswer }: { onAnswer(accepted: boolean): void }) {
  const { confirm, confirmDialog } = useConfirmDialog();
  return (
    <>
      <button
        type="button"
        onClick={() => void confirm(QUESTION, { confirmLabel: 'Start again' }).then(onAnswer)}
      >
        Reset
      </button>
      {confirmDialog}
    </>
  );
}

const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

function open(onAnswer = vi.fn()) {
  render(<Harness onAnswer={onAnswer} />);
  const trigger = screen.getByRole('button', { name: 'Reset' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, onAnswer };
}

describe('useConfirmDialog', () => {
  it('asks the exact question in a modal alert dialog with Cancel focused', () => {
    open();
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      QUESTION,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('resolves true when the visitor goes ahead, and gives focus back', async () => {
    const { trigger, onAnswer } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await flush();
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it.each([
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => fireEvent.keyDown(document.body, { key: 'Escape' })],
  ])('resolves false on %s', async (_label, dismiss) => {
    const { onAnswer } = open();
    dismiss();
    await flush();
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps Tab between its two buttons', () => {
    open();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const go = screen.getByRole('button', { name: 'Start again' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(document.activeElement).toBe(go);
    fireEvent.keyDown(document.body, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });

  it('answers an open question with false when the page goes away', async () => {
    const onAnswer = vi.fn();
    const { unmount } = render(<Harness onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    unmount();
    await flush();
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});
