import { SIGN_IDS } from '@core/content/signs';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import type { FeatureApiCases } from '@core/testing/feature-api-cases';
import { yogaFallbackText } from './yoga-fallback';
import { composeYogaGuidance } from './yoga-guidance';
import { POSE_IDS } from './yoga-pose';

const TODAY = '2026-11-24';

const yoga = (overrides: Record<string, unknown> = {}) => ({
  feature: 'astro-yoga',
  sign: 'leo',
  pose: 'warrior-1',
  date: TODAY,
  ...overrides,
});

/** Astro-Yoga: the pose with its Sanskrit name, the day's Moon, the local template on faults. */
export const astroYogaApiCases: FeatureApiCases<'astro-yoga'> = {
  feature: 'astro-yoga',
  now: '2026-11-24T09:00:00Z',
  sample: (random, date) => ({
    feature: 'astro-yoga',
    sign: random.pick(SIGN_IDS),
    date,
    ...(random.chance(0.8) ? { pose: random.pick(POSE_IDS) } : {}),
  }),
  offline: POSE_IDS.map((pose) => ({
    name: `guidance for ${pose}`,
    request: yoga({ pose }),
    text: () => composeYogaGuidance({ sign: 'leo', pose, date: TODAY }).markdown,
  })),
  routing: [
    {
      name: "the sign and element, the pose with its Sanskrit name, and the day's Moon",
      request: yoga(),
      api: 'chat-completions',
      model: 'gpt-4o-mini',
      user: {
        contains: [
          "Write today's Astro-Yoga guidance for Leo ♌ practising Warrior I (Virabhadrasana I).",
          'About Leo: a fire sign',
          moonPhaseNames[skyForDate(TODAY).moon.phase],
        ],
      },
      system: { matches: [/stop at any pain/, /pregnant or injured/] },
    },
    {
      name: "general guidance for the sign, naming its element's poses, without a pose",
      request: yoga({ pose: undefined, sign: 'cancer' }),
      api: 'chat-completions',
      model: 'gpt-4o-mini',
      user: {
        contains: [
          "Write today's general Astro-Yoga guidance for Cancer ♋.",
          '- Child’s Pose (Balasana)',
          '- Fish Pose (Matsyasana)',
        ],
      },
    },
  ],
  fallbacks: [
    {
      name: 'the local template for the sign, element and pose',
      request: yoga({ pose: 'fish-pose' }),
      faults: ['http-401', 'http-500', 'empty', 'hang', 'reset-before-text'],
      text: () => yogaFallbackText({ feature: 'astro-yoga', sign: 'leo', pose: 'fish-pose', date: TODAY }),
      contains: ['Morning: 15–20 minutes'],
    },
    {
      name: 'the general template, streamed too',
      request: yoga({ pose: undefined, sign: 'virgo' }),
      faults: ['http-500'],
      text: () => yogaFallbackText({ feature: 'astro-yoga', sign: 'virgo', date: TODAY }),
      streams: true,
    },
  ],
  invalid: [
    { name: 'an unknown pose', body: yoga({ pose: 'headstand' }), firstPath: 'pose' },
    { name: '"general" as a pose', body: yoga({ pose: 'general' }), firstPath: 'pose' },
    { name: 'an unknown sign', body: yoga({ sign: 'ophiuchus' }), firstPath: 'sign' },
    { name: 'a word for a date', body: yoga({ date: 'tomorrow' }), firstPath: 'date' },
    { name: 'a prompt', body: yoga({ prompt: 'Write anything you like' }), firstPath: 'prompt' },
  ],
  cache: [
    {
      name: 'guidance, by sign, pose (or general) and date',
      shared: yoga(),
      concurrent: 8,
      sameKey: [yoga()],
      newKeys: [yoga({ pose: undefined }), yoga({ pose: 'tree-pose' })],
    },
  ],
};
