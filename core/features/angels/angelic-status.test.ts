import { describe, expect, it } from 'vitest';
import { ANGELIC_DEGRADED_MESSAGE, ANGELIC_ONLINE_MESSAGE, angelicStatusOf } from './angelic-status';

describe('the angelic status check', () => {
  it.each([
    ['51 characters from the provider', 'x'.repeat(51), 'ai', false, 'online'],
    ['exactly 50 characters', 'x'.repeat(50), 'ai', false, 'degraded'],
    ['50 characters padded with spaces', ` ${'x'.repeat(50)} `, 'ai', false, 'degraded'],
    ['a long offline text', 'x'.repeat(200), 'offline', false, 'online'],
    ['a long fallback text', 'x'.repeat(200), 'fallback', false, 'degraded'],
    ['a long reading broken off', 'x'.repeat(200), 'ai', true, 'degraded'],
  ] as const)('%s: %s', (_case, text, source, interrupted, expected) => {
    const status = angelicStatusOf(text, source, interrupted);
    expect(status.status).toBe(expected);
    expect(status.message).toBe(expected === 'online' ? ANGELIC_ONLINE_MESSAGE : ANGELIC_DEGRADED_MESSAGE);
    expect(status.source).toBe(source);
  });

  it('uses the spec’s two messages word for word', () => {
    expect(ANGELIC_ONLINE_MESSAGE).toBe('Cosmic Intelligence is flowing perfectly');
    expect(ANGELIC_DEGRADED_MESSAGE).toBe(
      'Cosmic Intelligence is experiencing minor disruptions, using divine fallbacks',
    );
  });
});
