import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyzeDreamButton } from './analyze-dream-button';
import { DreamDescriptionField } from './dream-description-field';
import { DreamFormCard } from './dream-form-card';

describe('dream form parts', () => {
  it('names the card by its heading and counts the description against its bound', () => {
    const onChange = vi.fn();
    render(
      <DreamFormCard title="Record your dream">
        <DreamDescriptionField
          value="A lake"
          maxLength={2000}
          placeholder="What happened..."
          onChange={onChange}
        />
      </DreamFormCard>,
    );
    expect(screen.getByRole('region', { name: 'Record your dream' })).toBeTruthy();
    const field = screen.getByLabelText<HTMLTextAreaElement>('Describe your dream');
    expect(field.maxLength).toBe(2000);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('6 / 2000')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'A lake of stars' } });
    expect(onChange).toHaveBeenCalledWith('A lake of stars');
  });

  it('disables the analysis while busy or blank, and says so while busy', () => {
    const { rerender } = render(
      <AnalyzeDreamButton
        label="Analyze My Dream"
        busy={false}
        description="  "
        onAnalyze={() => {}}
        width="full"
      />,
    );
    expect(screen.getByRole('button', { name: 'Analyze My Dream' })).toHaveProperty('disabled', true);
    rerender(
      <AnalyzeDreamButton
        label="Analyze My Dream"
        busy={false}
        description="A lake"
        onAnalyze={() => {}}
        width="full"
      />,
    );
    expect(screen.getByRole('button', { name: 'Analyze My Dream' })).toHaveProperty('disabled', false);
    rerender(
      <AnalyzeDreamButton
        label="Analyze My Dream"
        busy
        description="A lake"
        onAnalyze={() => {}}
        width="full"
      />,
    );
    expect(screen.getByRole('button', { name: 'Analyzing Dream...' })).toHaveProperty('disabled', true);
  });
});
