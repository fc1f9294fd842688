import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { readingSourceLine, redactUrl } from './provider-url';

/** Finding 4 of the security review: OPENAI_BASE_URL is never shown with its secrets. */
describe('redactUrl', () => {
  it('drops user and password, query string and fragment; keeps scheme, host, port and path', () => {
    expect(redactUrl('https://alice:s3cret@llm.example.com:8443/openai/v1?api-key=abc&x=1#frag')).toBe(
      'https://llm.example.com:8443/openai/v1',
    );
  });

  it('drops a user without a password, and an empty query or fragment', () => {
    expect(redactUrl('http://token-only@10.1.2.3:8000/v1?#')).toBe('http://10.1.2.3:8000/v1');
  });

  it('leaves a clean URL as it is', () => {
    expect(redactUrl('http://127.0.0.1:4010/v1')).toBe('http://127.0.0.1:4010/v1');
    expect(redactUrl('https://api.openai.com/v1')).toBe('https://api.openai.com/v1');
  });

  it('keeps percent-encoded secrets out too, and shows nothing of a URL it cannot read', () => {
    const shown = redactUrl('https://us%40er:p%3Ass@host.example/v1?key=sk-live-123');
    expect(shown).toBe('https://host.example/v1');
    expect(redactUrl('not a url sk-live-123')).toBe('[unreadable URL]');
  });
});

describe('the start-up line', () => {
  it('names the redacted provider URL, never its credentials or query', () => {
    const line = readingSourceLine(
      parseEnv({
        OPENAI_API_KEY: 'sk-live-key',
        OPENAI_BASE_URL: 'https://user:hunter2@gateway.example:9443/v1?api-key=sk-query-key#part',
      }),
    );
    expect(line).toBe('provider https://gateway.example:9443/v1');
    expect(line).not.toMatch(/hunter2|user|sk-query-key|sk-live-key|part/);
  });

  it('names OpenAI without a base URL, and the offline composer without a key', () => {
    expect(readingSourceLine(parseEnv({ OPENAI_API_KEY: 'sk-x' }))).toBe('provider OpenAI');
    expect(readingSourceLine(parseEnv({}))).toBe('offline composer (no OPENAI_API_KEY set)');
  });
});
