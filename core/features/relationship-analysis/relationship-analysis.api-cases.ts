import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { pairSkyFacts, singleSkyFacts } from '@core/compose/pair/pair-sentences';
import { SIGN_IDS } from '@core/content/signs';
import type { FeatureApiCases } from '@core/testing/feature-api-cases';
import { ANALYSIS_IDS, relationshipAnalysisTypes } from './analysis-types';
import { composeRelationshipAnalysis } from './relationship-reading';

const TODAY = '2026-10-10';

const analysis = (id: string, overrides: Record<string, unknown> = {}) => ({
  feature: 'relationship-analysis',
  analysis: id,
  firstSign: 'taurus',
  ...(relationshipAnalysisTypes[id as keyof typeof relationshipAnalysisTypes]?.requiresTwoSigns === false
    ? {}
    : { secondSign: 'leo' }),
  date: TODAY,
  ...overrides,
});
const routed = { api: 'responses', model: 'gpt-5-mini' } as const;

/** Relationship analyses: two signs or, for breakup healing, one; fallbacks vary by focus. */
export const relationshipAnalysisApiCases: FeatureApiCases<'relationship-analysis'> = {
  feature: 'relationship-analysis',
  now: '2026-10-10T10:00:00Z',
  sample(random, date) {
    const id = random.pick(ANALYSIS_IDS);
    return {
      feature: 'relationship-analysis',
      analysis: id,
      firstSign: random.pick(SIGN_IDS),
      date,
      ...(relationshipAnalysisTypes[id].requiresTwoSigns ? { secondSign: random.pick(SIGN_IDS) } : {}),
    };
  },
  offline: [
    ...ANALYSIS_IDS.map((id) => ({ name: `the ${id} analysis`, request: analysis(id) })),
    {
      name: 'breakup healing, by the composer',
      request: analysis('breakup-healing'),
      text: () =>
        composeRelationshipAnalysis({ analysis: 'breakup-healing', firstSign: 'taurus', date: TODAY })
          .markdown,
    },
  ],
  routing: [
    {
      name: 'the analysis, the breakdown, the resonance and the sky',
      request: analysis('soulmate-score'),
      ...routed,
      user: {
        contains: [
          '"Soulmate Score" analysis',
          '- Angle: Square',
          ...pairSkyFacts('taurus', 'leo', TODAY).map((fact) => `- ${fact}`),
        ],
        matches: [/Sign resonance computed from the rules above: \d+%/],
      },
    },
    {
      name: 'one sign for breakup healing, with its own solar house of Venus',
      request: analysis('breakup-healing'),
      ...routed,
      user: {
        contains: [
          '"Breakup Healing" analysis',
          'Taurus ♉ (you), after a relationship has ended',
          ...singleSkyFacts('taurus', TODAY).map((fact) => `- ${fact}`),
        ],
        excludes: ['with Leo', '- Angle'],
      },
    },
  ],
  fallbacks: [
    {
      name: 'breakup healing: its healing line',
      request: analysis('breakup-healing'),
      faults: ['http-500'],
      matches: [/^Taurus: healing takes the time it takes/],
    },
    {
      name: 'soulmate score: 85%',
      request: analysis('soulmate-score'),
      faults: ['http-500'],
      contains: ['Taurus and Leo: soulmate score 85%'],
    },
    {
      name: 'communication styles: the way you two talk',
      request: analysis('communication-styles'),
      faults: ['http-500'],
      matches: [/^Taurus and Leo: the way you two talk/],
    },
    {
      name: 'any other focus: the spec line',
      request: analysis('family-dynamics'),
      faults: ['http-500'],
      text: () => FALLBACK_TEXTS.horoscope,
    },
  ],
  invalid: [
    { name: 'an unknown analysis', body: analysis('tarot-spread'), onlyIssues: [{ path: 'analysis' }] },
    { name: 'an extra focus', body: analysis('soulmate-score', { focus: 'soulmate' }) },
    {
      name: 'a date more than a day from the server clock',
      body: analysis('romantic-potential', { date: '2026-10-01' }),
    },
    ...ANALYSIS_IDS.filter((id) => relationshipAnalysisTypes[id].requiresTwoSigns).map((id) => ({
      name: `${id} without the second sign`,
      body: analysis(id, { secondSign: undefined }),
      onlyIssues: [{ path: 'secondSign', message: 'is required for this analysis: it reads two signs' }],
    })),
    {
      name: 'breakup healing with a second sign',
      body: analysis('breakup-healing', { secondSign: 'leo' }),
      onlyIssues: [{ path: 'secondSign', message: 'must be left out: this analysis reads one sign' }],
    },
  ],
  accepted: [{ name: 'breakup healing with one sign', body: analysis('breakup-healing') }],
  cache: [
    {
      name: 'one call per analysis, signs and date',
      shared: analysis('intimacy-passion'),
      concurrent: 8,
      newKeys: [analysis('family-dynamics'), analysis('intimacy-passion', { secondSign: 'aries' })],
    },
  ],
};
