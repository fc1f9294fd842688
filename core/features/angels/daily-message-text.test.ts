import { describe, expect, it } from 'vitest';
import { angels } from './angels';
import { dailyMessageFromText, dailyMessageMarkdown } from './daily-message-text';

const written = {
  angel: 'haniel' as const,
  message: 'The Moon is on your side tonight. Trust the quiet pull you feel.',
  guidance: 'Step outside after dark and look up for one full minute.',
  blessing: 'May your intuition glow like moonlight on water.',
  timestamp: 1_000,
};

describe('the daily message as markdown', () => {
  it('reads back exactly what it wrote', () => {
    expect(dailyMessageFromText(dailyMessageMarkdown(written), 1_000)).toEqual(written);
  });

  it('finds the angel a reply names in its heading, short name or full', () => {
    const reply =
      '## 🕊️ Michael stands beside you\n\nBe brave.\n\n### Guidance\n\nAct.\n\n### Blessing\n\nMay it go well.';
    expect(dailyMessageFromText(reply, 0)).toMatchObject({
      angel: 'michael',
      message: 'Be brave.',
      guidance: 'Act.',
      blessing: 'May it go well.',
    });
    expect(dailyMessageFromText(`# ${angels.jophiel.name}\n\nBeauty waits.`, 0).angel).toBe('jophiel');
  });

  it('falls back to the Guardian Angel and the spec’s extraction rules for a reply without the frame', () => {
    const reply =
      'Hi. Today your guardian is close, closer than you think, and it is listening.\n\nTake a slow walk at lunch and leave your phone behind for once, just this once.\n\n*Peace be with you.*';
    const message = dailyMessageFromText(reply, 5);
    expect(message.angel).toBe('guardian');
    expect(message.message).toBe('Today your guardian is close, closer than you think, and it is listening.');
    expect(message.guidance).toBe(
      'Hi. Today your guardian is close, closer than you think, and it is listening.',
    );
    expect(message.blessing).toBe('Peace be with you.');
    expect(message.timestamp).toBe(5);
  });
});
