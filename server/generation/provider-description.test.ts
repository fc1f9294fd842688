import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { describeProvider } from './provider-description';

describe('describeProvider', () => {
  it('tells the public only whether a provider is configured', () => {
    const description = describeProvider(
      parseEnv({ OPENAI_API_KEY: 'sk-hidden', OPENAI_BASE_URL: 'http://10.1.2.3:8000/v1' }),
    );
    expect(description).toEqual({ configured: true });
    expect(describeProvider(parseEnv({}))).toEqual({ configured: false });
  });

  it('shows operators the base URL without its credentials, query or fragment, and never the key', () => {
    const description = describeProvider(
      parseEnv({
        OPENAI_API_KEY: 'sk-hidden',
        OPENAI_BASE_URL: 'https://user:pass@llm.example.com:8443/v1?token=abc#fragment',
        HEALTH_DETAILS: 'true',
      }),
    );
    expect(description).toEqual({
      configured: true,
      baseUrl: 'https://llm.example.com:8443/v1',
      models: { reasoning: 'gpt-5-mini', light: 'gpt-4o-mini' },
      reasoningEffort: 'high',
    });
    expect(JSON.stringify(description)).not.toMatch(/sk-hidden|user|pass|token|fragment/);
  });

  it("names OpenAI's origin when only a key is set, and nothing when offline", () => {
    const details = { HEALTH_DETAILS: 'yes' };
    expect(describeProvider(parseEnv({ OPENAI_API_KEY: 'sk-x', ...details })).baseUrl).toBe(
      'https://api.openai.com',
    );
    expect(describeProvider(parseEnv(details)).configured).toBe(false);
    expect(describeProvider(parseEnv(details)).baseUrl).toBeNull();
  });
});
