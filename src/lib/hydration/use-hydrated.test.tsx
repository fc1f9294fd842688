import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'in the browser' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false while the page is rendered to HTML', () => {
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is true for a page the browser draws itself', () => {
    render(<Probe />);
    expect(screen.getByText('in the browser')).toBeTruthy();
  });
});
