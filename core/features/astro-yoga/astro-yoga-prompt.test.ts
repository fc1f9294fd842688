import { POSE_IDS } from '@core/features/astro-yoga/yoga-pose';
import { yogaPoses } from '@core/features/astro-yoga/yoga-poses';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { describe, expect, it } from 'vitest';
import { buildAstroYogaPrompt } from './astro-yoga-prompt';
import { astroYogaRecipe } from './astro-yoga-recipe';

const DATE = '2026-11-23';
const request = (pose?: (typeof POSE_IDS)[number], date = DATE) =>
  ({ feature: 'astro-yoga', sign: 'libra', pose, date }) as const;

describe('buildAstroYogaPrompt', () => {
  it.each(POSE_IDS)('%s: names the sign, its element, the pose and its Sanskrit name, and the Moon', (id) => {
    const { user, system } = buildAstroYogaPrompt(request(id));
    const pose = yogaPoses[id];
    expect(user).toContain(`for Libra ♎ practising ${pose.name} (${pose.sanskritName})`);
    expect(user).toContain('About Libra: an air sign');
    expect(user).toContain(pose.duration);
    expect(user).toContain(moonPhaseNames[skyForDate(DATE).moon.phase]);
    expect(system).toMatch(/never claim a pose heals/);
  });

  it("asks for general guidance naming the element's two poses when no pose is given", () => {
    const { user } = buildAstroYogaPrompt(request());
    expect(user).toContain('general Astro-Yoga guidance for Libra ♎');
    expect(user).toContain('- Eagle Pose (Garudasana)');
    expect(user).toContain('- Breath of Joy');
  });

  it('depends only on sign, pose and date, the parts of its cache key', () => {
    expect(buildAstroYogaPrompt(request('tree-pose'))).toEqual(buildAstroYogaPrompt(request('tree-pose')));
    expect(buildAstroYogaPrompt(request('tree-pose', '2026-11-24')).user).not.toBe(
      buildAstroYogaPrompt(request('tree-pose')).user,
    );
    expect(astroYogaRecipe.cacheKey(request())).toBe('astro-yoga:general:libra:2026-11-23');
    expect(astroYogaRecipe.cacheKey(request('tree-pose'))).toBe('astro-yoga:tree-pose:libra:2026-11-23');
  });
});
