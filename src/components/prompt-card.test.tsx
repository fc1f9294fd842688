import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromptCard } from './prompt-card';

describe('PromptCard', () => {
  it('is a region named by its title, holding the invitation text', () => {
    render(<PromptCard title="Choose a sign to begin">Pick your sign above.</PromptCard>);
    const region = screen.getByRole('region', { name: 'Choose a sign to begin' });
    expect(region.textContent).toContain('Pick your sign above.');
  });
});
