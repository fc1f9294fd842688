import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

/** `.env.example` as `npm start` copies it to `.env`: every value it documents must parse. */
const example = Object.fromEntries(
  readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe('.env.example', () => {
  it('parses, with the spend bounds and the proxy hops at their documented defaults', () => {
    const env = parseEnv(example);
    expect(env).toMatchObject({
      TRUST_PROXY: 0,
      READING_CACHE_MAX_BYTES: 64 * 1_048_576,
      GENERATION_LIMIT_BURST: 30,
      GENERATION_LIMIT_PER_MINUTE: 20,
      PROVIDER_CALLS_PER_MINUTE: 600,
    });
    expect(parseEnv({})).toMatchObject({
      TRUST_PROXY: 0,
      READING_CACHE_MAX_BYTES: env.READING_CACHE_MAX_BYTES,
      GENERATION_LIMIT_BURST: env.GENERATION_LIMIT_BURST,
      GENERATION_LIMIT_PER_MINUTE: env.GENERATION_LIMIT_PER_MINUTE,
      PROVIDER_CALLS_PER_MINUTE: env.PROVIDER_CALLS_PER_MINUTE,
    });
  });

  it('refuses a malformed spend bound with a message that says what it takes', () => {
    expect(() => parseEnv({ PROVIDER_CALLS_PER_MINUTE: 'lots' })).toThrow(
      /PROVIDER_CALLS_PER_MINUTE: must be a whole number/,
    );
    expect(() => parseEnv({ READING_CACHE_MAX_BYTES: '1000' })).toThrow(
      /READING_CACHE_MAX_BYTES: must be at least 1048576/,
    );
    expect(() => parseEnv({ GENERATION_LIMIT_BURST: '0' })).toThrow(
      /GENERATION_LIMIT_BURST: must be at least 1/,
    );
  });
});
