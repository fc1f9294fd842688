import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { personaList } from '@core/content/personas';
import { PersonaCard } from './persona-card';

describe('PersonaCard', () => {
  it('prerenders every guide hidden in one place, so the card already has its final height', async () => {
    // Fresh modules: the test setup marks hydration done, as the browser does for later pages.
    vi.resetModules();
    const { renderToString: freshRenderToString } = await import('react-dom/server');
    const { PersonaCard: FreshCard } = await import('./persona-card');
    const html = freshRenderToString(<FreshCard />);
    for (const persona of personaList) expect(html).toContain(persona.name);
    expect(html.match(/class="[^"]*\[grid-area:1\/1\] invisible"/g)).toHaveLength(personaList.length);
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
