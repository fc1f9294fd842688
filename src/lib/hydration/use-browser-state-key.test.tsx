import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBrowserStateKey } from './use-browser-state-key';

function Probe() {
  return <p>{useBrowserStateKey()}</p>;
}

describe('useBrowserStateKey', () => {
  it('is the prerendered key while the page is rendered to HTML', () => {
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is the browser key once the page runs in the browser with the profile read', () => {
    render(<Probe />);
    expect(screen.getByText('in-browser')).toBeTruthy();
  });
});
