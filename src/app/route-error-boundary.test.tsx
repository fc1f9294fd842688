import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

function Harness() {
  const [path, setPath] = useState('/broken');
  return (
    <>
      <button type="button" onClick={() => setPath('/daily')}>
        go
      </button>
      <RouteErrorBoundary resetKey={path}>
        {path === '/broken' ? <Broken /> : <h1>Daily</h1>}
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a failing page, logs it, and recovers on the next navigation', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'A comet crossed our path' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(log.mock.calls.some(([message]) => message === 'Page failed to render:')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('heading', { name: 'Daily' })).toBeTruthy();
  });
});
