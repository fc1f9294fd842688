import { describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

const sink = () => ({ error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() });

describe('createLogger', () => {
  it('writes only messages at or above the configured level', () => {
    const target = sink();
    const logger = createLogger('warn', target);
    logger.error('bad', { status: 500 });
    logger.warn('hmm');
    logger.info('fine');
    logger.debug('detail');
    expect(target.error).toHaveBeenCalledWith('bad', { status: 500 });
    expect(target.warn).toHaveBeenCalledWith('hmm');
    expect(target.info).not.toHaveBeenCalled();
    expect(target.debug).not.toHaveBeenCalled();
  });

  it('writes debug lines only at the debug level', () => {
    const target = sink();
    createLogger('debug', target).debug('client went away');
    expect(target.debug).toHaveBeenCalledWith('client went away');
  });

  it('writes nothing when silent', () => {
    const target = sink();
    createLogger('silent', target).error('bad');
    expect(target.error).not.toHaveBeenCalled();
  });

  it('writes a repeated line a limited number of times per window, then sums up the rest', () => {
    const target = sink();
    let time = 0;
    const logger = createLogger('info', target, { perWindow: 3, windowMs: 1_000 }, () => time);
    for (let index = 0; index < 3_000; index += 1) logger.error('Unhandled server error', { index });
    logger.error('A different problem');
    expect(target.error).toHaveBeenCalledTimes(4);
    time = 1_000;
    logger.error('Unhandled server error', { index: 'next' });
    expect(target.error).toHaveBeenCalledWith(
      'Unhandled server error (and 2997 more like it in the last 1 s)',
    );
    expect(target.error).toHaveBeenLastCalledWith('Unhandled server error', { index: 'next' });
  });
});
