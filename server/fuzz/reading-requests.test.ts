import { readingRequestSchema } from '@core/features/reading-request';
import { describe, expect, it } from 'vitest';
import { z } from '@core/contract/zod-mini';
import { writeJson } from './fuzz-json';
import { readingBody } from './reading-bodies';
import { withInvalidUtf8 } from './reading-requests';
import { createRandom } from './seeded-random';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

describe('withInvalidUtf8', () => {
  it('leaves the JSON around it intact and the bytes undecodable', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const bytes = withInvalidUtf8(createRandom(seed), '{"sign":"leo"}');
      expect(() => strictUtf8.decode(bytes)).toThrow();
      expect(bytes.toString('latin1')).toMatch(/^\{"/);
    }
  });
});

describe('readingBody', () => {
  it('sends valid requests of every feature often enough to reach the composer and the provider', () => {
    const random = createRandom(21);
    const valid = Array.from({ length: 400 }, () => readingBody(random, '2026-03-20')).filter(({ label }) =>
      label.endsWith('(valid)'),
    );
    const accepted = valid.filter(
      ({ body }) => z.safeParse(readingRequestSchema, JSON.parse(writeJson(body))).success,
    );
    expect(valid.length).toBeGreaterThan(60);
    expect(accepted.length / valid.length).toBeGreaterThan(0.9);
  });

  it('mutates the rest so the schema refuses most of them', () => {
    const random = createRandom(22);
    const mutated = Array.from({ length: 400 }, () => readingBody(random, '2026-03-20')).filter(
      ({ label }) => !label.endsWith('(valid)'),
    );
    const refused = mutated.filter(({ body }) => {
      try {
        return !z.safeParse(readingRequestSchema, JSON.parse(writeJson(body))).success;
      } catch {
        return true;
      }
    });
    expect(refused.length / mutated.length).toBeGreaterThan(0.7);
  });
});
