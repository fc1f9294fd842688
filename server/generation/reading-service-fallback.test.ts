import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { readingRecipes } from '@core/features/reading-recipes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../env';
import { createCapturingLogger } from '../testing/capturing-logger';
import type { TextProvider } from './openai-provider';
import { createReadingService } from './reading-service';

// The calendar's template is the first fallback (spec §8); here it breaks, to reach the last one.
// Its recipe writes the template and the offline reading with the same composer: both break.
const calendarRecipe = readingRecipes['cosmic-calendar'];
const brokenTemplate = () => {
  throw new Error('the template bank is missing a line');
};
beforeEach(() => {
  vi.spyOn(calendarRecipe, 'fallbackText').mockImplementation(brokenTemplate);
  vi.spyOn(calendarRecipe, 'composeOffline').mockImplementation(brokenTemplate);
});
afterEach(() => vi.restoreAllMocks());

const failingProvider: TextProvider = {
  // eslint-disable-next-line require-yield -- a provider that fails before its first piece
  async *streamText() {
    throw new Error('provider down');
  },
};

const service = (provider: TextProvider | null) => {
  const logger = createCapturingLogger();
  const env = { ...parseEnv({ LOG_LEVEL: 'silent' }), OPENAI_MAX_RETRIES: 0 };
  return { logger, service: createReadingService({ env, provider, logger }) };
};

const calendar = {
  feature: 'cosmic-calendar',
  sign: 'leo',
  category: 'moon-phases',
  date: '2026-11-23',
} as const;

describe('the final fallback', () => {
  it("is the calendar's generic line when its category template cannot be written", async () => {
    const { service: readings, logger } = service(failingProvider);
    expect(await readings.read(calendar, new AbortController().signal)).toEqual({
      text: FALLBACK_TEXTS.calendar,
      source: 'fallback',
    });
    expect(logger.text()).toContain('fallback template failed');
  });

  it('is the generic line offline too, when the composer fails', async () => {
    const { service: readings } = service(null);
    expect(await readings.read(calendar, new AbortController().signal)).toEqual({
      text: FALLBACK_TEXTS.calendar,
      source: 'fallback',
    });
  });

  it('stays the canned text for a feature without a template of its own', async () => {
    const { service: readings } = service(failingProvider);
    const horoscope = { feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-23' } as const;
    expect(await readings.read(horoscope, new AbortController().signal)).toEqual({
      text: FALLBACK_TEXTS.horoscope,
      source: 'fallback',
    });
  });
});
