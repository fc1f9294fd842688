import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PairBreakdown } from './pair-breakdown';

describe('PairBreakdown', () => {
  it('lists the angle, elements, modalities and rulers of the pair with the reflection note', () => {
    render(<PairBreakdown first="leo" second="sagittarius" />);
    expect(screen.getByRole('heading', { name: '♌ Leo and ♐ Sagittarius by the rules' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Angle', 'Elements', 'Modalities', 'Rulers']);
    expect(screen.getByText('Trine, 4 signs apart (120°)')).toBeTruthy();
    expect(screen.getByText('Fire and fire')).toBeTruthy();
    expect(screen.getByText(/for reflection, not a verdict/)).toBeTruthy();
  });
});
