import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { describeProvider } from './provider-description';

describe('describeProvider', () => {
  it('shows the origin of the base URL and never the key or the URL credentials', () => {
    const description = describeProvider(
      parseEnv({
        OPENAI_API_KEY: 'sk-hidden',
        OPENAI_BASE_URL: 'https://user:pass@llm.example.com:8443/v1?token=abc',
      }),
    );
    expect(description).toEqual({
      configured: true,
      baseUrl: 'https://llm.example.com:8443',
      models: { reasoning: 'gpt-5-mini', light: 'gpt-4o-mini' },
      reasoningEffort: 'high',
    });
    expect(JSON.stringify(description)).not.toMatch(/sk-hidden|pass|token/);
  });

  it("names OpenAI's origin when only a key is set, and nothing when offline", () => {
    expect(describeProvider(parseEnv({ OPENAI_API_KEY: 'sk-x' })).baseUrl).toBe('https://api.openai.com');
    expect(describeProvider(parseEnv({})).configured).toBe(false);
    expect(describeProvider(parseEnv({})).baseUrl).toBeNull();
  });
});
