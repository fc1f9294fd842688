import { CRYSTAL_IDS } from '@core/features/crystal-scrying/crystal';
import { crystals } from '@core/features/crystal-scrying/crystals';
import { skyForDate } from '@core/sky/daily-sky';
import { moonPhaseNames } from '@core/sky/moon-phases';
import { describe, expect, it } from 'vitest';
import { buildCrystalScryingPrompt } from './crystal-scrying-prompt';
import { crystalScryingRecipe } from './crystal-scrying-recipe';

const DATE = '2026-11-23';
const request = (crystal: (typeof CRYSTAL_IDS)[number], sign: 'leo' | 'cancer' = 'leo', date = DATE) =>
  ({ feature: 'crystal-scrying', sign, crystal, date }) as const;

describe('buildCrystalScryingPrompt', () => {
  it.each(CRYSTAL_IDS)("%s: names the sign and its element, the crystal's fields and the real Moon", (id) => {
    const { user } = buildCrystalScryingPrompt(request(id));
    const crystal = crystals[id];
    expect(user).toContain(`scrying vision in ${crystal.name} for Leo ♌`);
    expect(user).toContain('About Leo: a fire sign');
    for (const field of [crystal.element, crystal.chakra, crystal.color, crystal.interpretation])
      expect(user).toContain(field);
    expect(user).toContain(moonPhaseNames[skyForDate(DATE).moon.phase]);
  });

  it("says whether the stone is one of the sign's own", () => {
    expect(buildCrystalScryingPrompt(request('citrine')).user).toContain('among the stones for Leo');
    expect(buildCrystalScryingPrompt(request('citrine', 'cancer')).user).toContain(
      "not one of Cancer's traditional stones",
    );
  });

  it('depends only on sign, crystal and date, the parts of its cache key', () => {
    expect(buildCrystalScryingPrompt(request('moonstone'))).toEqual(
      buildCrystalScryingPrompt(request('moonstone')),
    );
    expect(buildCrystalScryingPrompt(request('moonstone', 'leo', '2026-11-24')).user).not.toBe(
      buildCrystalScryingPrompt(request('moonstone')).user,
    );
    expect(crystalScryingRecipe.cacheKey(request('moonstone'))).toBe(
      'crystal-scrying:moonstone:leo:2026-11-23',
    );
    expect(crystalScryingRecipe.route).toEqual({
      api: 'chat-completions',
      model: 'light',
      fallback: 'crystalScrying',
      cacheable: true,
      maxOutputTokens: 700,
    });
  });
});
