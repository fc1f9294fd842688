import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Persona, personaList } from '@core/content/personas';
import { GuideBubble } from './message-bubble';

const persona = personaList[0] as Persona;

describe('GuideBubble', () => {
  it('shows our own greeting as it is, never through the markdown renderer', async () => {
    render(
      <ul>
        <GuideBubble persona={persona} text={'Welcome, **friend**.'} copyable={false} plainText />
        <GuideBubble persona={persona} text={'A **bold** step.'} />
      </ul>,
    );
    // Once the renderer has drawn the reply, the greeting is still its literal text.
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    expect(screen.getByText('Welcome, **friend**.').tagName).toBe('P');
    expect(screen.getAllByRole('button', { name: /copy/i })).toHaveLength(1);
  });

  it('renders a reply, which is model output, as markdown once the renderer arrives', async () => {
    render(
      <ul>
        <GuideBubble persona={persona} text={'A **bold** step.'} />
      </ul>,
    );
    expect((await screen.findByText('bold')).tagName).toBe('STRONG');
  });
});
