import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { styleRef } from './style-ref';

describe('styleRef', () => {
  const Card = () => <div data-testid="card" ref={styleRef({ borderLeftColor: 'rgb(255, 0, 0)' })} />;

  it('sets the style in the browser, through the CSSOM', () => {
    const { getByTestId } = render(<Card />);
    expect(getByTestId('card').style.borderLeftColor).toBe('rgb(255, 0, 0)');
  });

  it('leaves no style attribute in prerendered HTML, which the CSP would block', () => {
    expect(renderToString(<Card />)).not.toContain('style=');
  });
});
