import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { personaList } from '@core/content/personas';
import { PersonaCard } from './persona-card';

describe('PersonaCard', () => {
  it('prerenders every guide hidden in one place, so the card already has its final height', () => {
    const html = renderToString(<PersonaCard />);
    for (const persona of personaList) expect(html).toContain(persona.name);
    expect(html.match(/class="\[grid-area:1\/1\] invisible"/g)).toHaveLength(personaList.length);
  });

  it('shows exactly one guide, picked in the browser, and names the card after it', () => {
    render(<PersonaCard />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(1);
    const guide = headings[0]?.textContent ?? '';
    expect(personaList.map((persona) => persona.name)).toContain(guide);
    expect(screen.getByRole('region', { name: guide })).toBeTruthy();
  });
});
