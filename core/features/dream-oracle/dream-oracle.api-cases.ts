import { describeMoon } from '@core/compose/prompt/sky-summary';
import { SIGN_IDS } from '@core/content/signs';
import { skyForDate } from '@core/sky/daily-sky';
import type { FeatureApiCases } from '@core/testing/feature-api-cases';
import { ANALYSIS_TYPE_IDS } from './analysis-types';
import { COSMIC_SYMBOL_IDS } from './cosmic-symbols';
import { dreamOracleFallbackText } from './dream-oracle-fallback';
import { composeDreamOracleReading } from './dream-oracle-reading';
import type { DreamOracleRequest } from './dream-oracle-request';
import { ORACLE_WISDOM_TOPIC_IDS } from './oracle-wisdom-topics';

const TODAY = '2026-11-24';

const oracle = (overrides: Record<string, unknown> = {}) => ({
  feature: 'dream-oracle',
  kind: 'analysis',
  sign: 'leo',
  description: 'I was protecting a temple of light.',
  symbols: ['temples', 'light'],
  analysisType: 'karmic-patterns',
  date: TODAY,
  ...overrides,
});
const realMoon = () => `The real Moon today: ${describeMoon(skyForDate(TODAY))}.`;
const routed = { api: 'responses', model: 'gpt-5-mini' } as const;

/** The Divine Dream Oracle: symbols with their meanings, the archetype, the real Moon. */
export const dreamOracleApiCases: FeatureApiCases<'dream-oracle'> = {
  feature: 'dream-oracle',
  now: '2026-11-24T09:00:00Z',
  sample(random, date) {
    const sign = random.pick(SIGN_IDS);
    if (random.chance(0.3))
      return {
        feature: 'dream-oracle',
        kind: 'wisdom',
        sign,
        topic: random.pick(ORACLE_WISDOM_TOPIC_IDS),
        date,
      };
    return {
      feature: 'dream-oracle',
      kind: 'analysis',
      sign,
      description: 'A temple of light where I was protecting a child.',
      symbols: COSMIC_SYMBOL_IDS.filter(() => random.chance(0.3)),
      analysisType: random.pick(ANALYSIS_TYPE_IDS),
      date,
    };
  },
  offline: [
    {
      name: 'the composer’s reading, naming the archetype',
      request: oracle(),
      text: () => composeDreamOracleReading(oracle() as DreamOracleRequest),
      contains: ['#### 🛡️ Warrior Dreamer'],
    },
  ],
  routing: [
    {
      name: 'the sign, element, text, symbols with meanings, analysis type and real Moon',
      request: oracle(),
      ...routed,
      user: {
        contains: [
          'for Leo ♌, a fire sign',
          'dream_description: "I was protecting a temple of light."',
          '- Temples: The sacred within, devotion and a place of inner refuge.',
          '- Light: Clarity, awakening and the presence of guidance.',
          'Analysis type: Karmic Patterns: Looks for repeating lessons',
          'Dream archetype revealed: Warrior Dreamer',
          realMoon(),
        ],
      },
    },
    {
      name: 'no symbols read as "none specified"',
      request: oracle({ symbols: [] }),
      ...routed,
      user: { contains: ['Cosmic symbols chosen:\n- none specified'] },
    },
    {
      name: 'wisdom on a topic',
      request: {
        feature: 'dream-oracle',
        kind: 'wisdom',
        sign: 'pisces',
        topic: 'prophetic-visions',
        date: TODAY,
      },
      ...routed,
      user: { contains: ['wisdom on "Prophetic Visions"', 'for Pisces ♓, a water sign'] },
    },
  ],
  fallbacks: [
    {
      name: 'the local template',
      request: oracle(),
      faults: ['http-500', 'empty', 'hang'],
      text: () => dreamOracleFallbackText(oracle() as DreamOracleRequest),
    },
  ],
  invalid: [
    {
      name: 'an oversized description',
      body: oracle({ description: 'x'.repeat(2_001) }),
      firstPath: 'description',
    },
    { name: 'an unknown symbol', body: oracle({ symbols: ['unicorns'] }), firstPath: 'symbols.0' },
    {
      name: 'an unknown analysis type',
      body: oracle({ analysisType: 'tea-leaves' }),
      firstPath: 'analysisType',
    },
    { name: 'a missing analysis type', body: oracle({ analysisType: undefined }), firstPath: 'analysisType' },
    { name: 'an unknown kind', body: oracle({ kind: 'blessing' }), firstPath: 'kind' },
  ],
  cache: [{ name: 'a dream', personal: oracle() }],
  userText: [
    {
      name: 'the dream’s description',
      request: oracle(),
      quoted: ['dream_description: "I was protecting a temple of light."'],
      onlyQuoted: ['protecting a temple'],
    },
  ],
};
