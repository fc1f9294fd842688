import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PendingMarkdown } from './pending-markdown';
import { ReadingCard } from './reading-card';

const READING = '**Leo & Aquarius, Nov 27**\n\n### The bond\n\n- Speak *first*\n- Rest early';

describe('a reading before its markdown renderer has arrived', () => {
  it('shows the text without markup and keeps Copy off until the formatted text is shown', async () => {
    // The first render of this file's ReadingCard: the lazily loaded renderer is not there yet.
    const { container } = render(<ReadingCard title="Leo and Aquarius" text={READING} />);
    expect(container.textContent).not.toMatch(/\*\*|###|^- /mu);
    expect(container.textContent).toContain('The bond');
    const copy = screen.getByRole('button', { name: 'Copy reading' });
    expect((copy as HTMLButtonElement).disabled).toBe(true);

    await screen.findByRole('heading', { name: 'The bond' });
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false));
  });

  it('renders markup as plain paragraphs, never as HTML', () => {
    const { container } = render(
      <PendingMarkdown text={'## Title\n\n<img src=x onerror=alert(1)> and **bold**'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Title<img src=x onerror=alert(1)> and bold');
  });
});
