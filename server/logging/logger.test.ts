import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

const sink = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describe('createLogger', () => {
  it('writes only messages at or above the configured level', () => {
    const target = sink();
    const logger = createLogger('warn', target);
    logger.error('bad', { status: 500 });
    logger.warn('hmm');
    logger.info('fine');
    expect(target.error).toHaveBeenCalledWith('bad', { status: 500 });
    expect(target.warn).toHaveBeenCalledWith('hmm');
    expect(target.info).not.toHaveBeenCalled();
  });

  it('writes nothing when silent', () => {
    const target = sink();
    createLogger('silent', target).error('bad');
    expect(target.error).not.toHaveBeenCalled();
  });
});
