import { withArticle } from '@core/compose/item-day-voice';
import { signs } from '@core/content/signs';
import {
  WELLBEING_TOPIC_IDS,
  type WellbeingTopicId,
  wellbeingTopics,
} from '@core/features/wellbeing/wellbeing-topics';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { describe, expect, it } from 'vitest';
import { buildWellbeingPrompt } from './wellbeing-prompt';
import { wellbeingRecipe } from './wellbeing-recipe';

const request = (topic: WellbeingTopicId, date = '2026-11-23') =>
  ({ feature: 'wellbeing', sign: 'leo', topic, date }) as const;

describe('buildWellbeingPrompt', () => {
  it.each(WELLBEING_TOPIC_IDS)(
    '%s: names the topic, the sign’s element and the real Moon of the day',
    (topic) => {
      const { system, user } = buildWellbeingPrompt(request(topic));
      const sky = skyForDate('2026-11-23');
      expect(user).toContain(`Write today's ${wellbeingTopics[topic].title} guidance for Leo ♌`);
      expect(user).toContain('Date: November 23, 2026.');
      expect(user).toContain('About Leo: a fire sign of fixed modality, ruled by the Sun.');
      expect(user).toContain(`Moon in ${signs[sky.moon.sign].name}, ${moonPhaseNames[sky.moon.phase]}`);
      expect(user).toContain(
        `The Moon's sign, ${signs[sky.moon.sign].name}, is ${withArticle(signs[sky.moon.sign].element)} sign`,
      );
      expect(user).toMatch(/Moon \w+(-\w+)? Leo \(whole-sign\)/);
      expect(system).toMatch(/never replaces a doctor, a therapist/);
      expect(system).toMatch(/Never name or suggest a diagnosis/);
    },
  );

  it('asks for a kind pointer to real help on exactly the topics with a care note', () => {
    for (const topic of WELLBEING_TOPIC_IDS) {
      const { user } = buildWellbeingPrompt(request(topic));
      const asksForCare = /licensed therapist/.test(user) && /findahelpline\.com/.test(user);
      expect(asksForCare, topic).toBe('careNote' in wellbeingTopics[topic]);
    }
  });

  it('depends only on sign, topic and date, the parts of its cache key', () => {
    expect(buildWellbeingPrompt(request('shadow-work'))).toEqual(
      buildWellbeingPrompt(request('shadow-work')),
    );
    expect(buildWellbeingPrompt(request('shadow-work', '2026-11-24')).user).not.toBe(
      buildWellbeingPrompt(request('shadow-work')).user,
    );
  });
});

describe('wellbeingRecipe', () => {
  it('goes to Chat Completions with the light model, cached, with the shifting-energies fallback (spec §7, §8)', () => {
    expect(wellbeingRecipe.route).toEqual({
      api: 'chat-completions',
      model: 'light',
      fallback: 'horoscope',
      cacheable: true,
      maxOutputTokens: 800,
    });
  });

  it('keys the cache by topic, sign and date', () => {
    expect(wellbeingRecipe.cacheKey(request('stress-management'))).toBe(
      'wellbeing:stress-management:leo:2026-11-23',
    );
    expect(wellbeingRecipe.today(request('stress-management'))).toBe('2026-11-23');
  });
});
