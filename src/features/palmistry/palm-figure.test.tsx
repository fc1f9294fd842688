import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HAND_MOUNT_IDS } from '@core/features/palmistry/hand-mount';
import { PALM_LINE_IDS } from '@core/features/palmistry/palm-line';
import { PalmFigure, describePalm } from './palm-figure';

const stateOf = (part: string) => document.querySelector(`[data-part="${part}"]`)?.getAttribute('data-state');

describe('PalmFigure', () => {
  it('draws the six lines and seven mounts, each once', () => {
    render(<PalmFigure focusPart={null} />);
    for (const id of [...PALM_LINE_IDS, ...HAND_MOUNT_IDS])
      expect(document.querySelectorAll(`[data-part="${id}"]`), id).toHaveLength(1);
  });

  it('lights the part in focus in gold and the key features in violet, and says so in words', () => {
    render(<PalmFigure focusPart="heart-line" keyParts={['heart-line', 'luna-mount']} />);
    expect(stateOf('heart-line')).toBe('open');
    expect(stateOf('luna-mount')).toBe('key');
    expect(stateOf('life-line')).toBe('idle');
    expect(screen.getByRole('figure', { name: 'Your palm map' })).toBeTruthy();
    expect(screen.getByRole('img').textContent).toBe(
      describePalm('heart-line', ['heart-line', 'luna-mount']),
    );
    expect(screen.getByText(/Your sign’s key features: Mount of Luna/)).toBeTruthy();
  });

  it('is a small labelled picture of one part inside a card', () => {
    render(<PalmFigure focusPart="venus-mount" compact />);
    expect(screen.getByRole('img', { name: 'Where the Mount of Venus lies on the palm' })).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
