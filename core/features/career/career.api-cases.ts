import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { careerSkyFacts, signSkyFor } from '@core/compose/sign-sky';
import { SIGN_IDS } from '@core/content/signs';
import type { FeatureApiCases } from '@core/testing/feature-api-cases';
import { composeCareerReading } from './career-reading';
import { CAREER_TILE_IDS } from './career-tiles';

const TODAY = '2026-11-24';

const career = (overrides: Record<string, unknown> = {}) => ({
  feature: 'career',
  sign: 'capricorn',
  tile: 'career-daily',
  date: TODAY,
  ...overrides,
});
const routed = { api: 'responses', model: 'gpt-5-mini', reasoning: { effort: 'high' } } as const;
const missingTile: Record<string, unknown> = career();
delete missingTile.tile;

/** Career, finance and purpose tiles: the real solar houses, the period each tile reads. */
export const careerApiCases: FeatureApiCases<'career'> = {
  feature: 'career',
  now: '2026-11-24T10:00:00Z',
  sample: (random, date) => ({
    feature: 'career',
    sign: random.pick(SIGN_IDS),
    tile: random.pick(CAREER_TILE_IDS),
    date,
  }),
  offline: (['career-path', 'finance-monthly', 'talent-identification'] as const).map((tile) => ({
    name: `the ${tile} tile, from the real sky`,
    request: career({ tile }),
    text: () => composeCareerReading({ sign: 'capricorn', tile, date: TODAY }).markdown,
    minWords: 120,
  })),
  routing: [
    {
      name: 'the sign’s real Jupiter and Saturn solar houses, Mars and the Moon',
      request: career(),
      ...routed,
      user: {
        contains: careerSkyFacts(signSkyFor('capricorn', TODAY)),
        matches: [
          /Jupiter (retrograde )?at \d+° Leo, in your 8th solar house/,
          /Saturn (retrograde )?at \d+° Aries, in your 4th solar house/,
        ],
      },
      system: { matches: [/Never tell the reader to buy,\s+sell or invest in anything/] },
    },
    {
      name: 'talent identification in its own shape',
      request: career({ tile: 'talent-identification' }),
      ...routed,
      user: { matches: [/^Identify the natural talents of Capricorn/] },
    },
    {
      name: 'the life-purpose tile in the common shape',
      request: career({ tile: 'life-purpose' }),
      ...routed,
      user: { matches: [/^Write the "Life Purpose" reading/] },
    },
    {
      name: 'a weekly tile reads its week',
      request: career({ tile: 'finance-weekly' }),
      ...routed,
      user: { contains: ['Nov 22 – Nov 28, 2026', '- Full Moon in Gemini on Nov 24'] },
    },
    {
      name: 'a monthly tile reads its month',
      request: career({ tile: 'finance-monthly' }),
      ...routed,
      user: { contains: ['November 2026', '- New Moon in Scorpio on Nov 9'] },
    },
    {
      name: 'a long-range tile reads its day',
      request: career({ tile: 'wealth-potential' }),
      ...routed,
      user: { contains: ['Nov 24, 2026'], excludes: ['Dated events'] },
    },
  ],
  fallbacks: [
    {
      name: "the spec's line, not cached",
      request: career({ tile: 'investment-guidance' }),
      faults: ['http-500', 'http-401', 'empty'],
      text: () => FALLBACK_TEXTS.horoscope,
      notCached: true,
    },
  ],
  invalid: [
    { name: 'an unknown tile', body: career({ tile: 'lottery-tips' }), firstPath: 'tile' },
    { name: 'an oversized tile', body: career({ tile: 'x'.repeat(5_000) }), firstPath: 'tile' },
    { name: 'an unknown sign', body: career({ sign: 'ophiuchus' }), firstPath: 'sign' },
    { name: 'a stale date', body: career({ date: '2026-10-01' }), firstPath: 'date' },
    { name: 'a date in another format', body: career({ date: '24/11/2026' }), firstPath: 'date' },
    { name: 'an extra period', body: career({ period: 'monthly' }) },
    { name: 'a prompt', body: career({ prompt: 'Tell me which coin to pick' }) },
    { name: 'a missing tile', body: missingTile, firstPath: 'tile' },
  ],
  cache: [
    {
      name: 'a daily tile, by sign and date',
      shared: career(),
      concurrent: 20,
      newKeys: [career({ sign: 'aries' }), career({ date: '2026-11-23' })],
    },
    {
      name: 'a weekly tile, across its week',
      shared: career({ tile: 'career-weekly' }),
      sameKey: [career({ tile: 'career-weekly', date: '2026-11-23' })],
    },
  ],
};
