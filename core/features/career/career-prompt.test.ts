import { careerSkyFacts, signSkyFor } from '@core/compose/sign-sky';
import { careerPeriodStart } from '@core/features/career/career-period';
import {
  CAREER_TILE_IDS,
  type CareerTileId,
  careerTiles,
  tilePeriod,
} from '@core/features/career/career-tiles';
import { describe, expect, it } from 'vitest';
import { buildCareerPrompt, careerSystemMessage } from './career-prompt';
import { isSpecialisedFocus } from './specialised-mode';

const prompt = (tile: CareerTileId, date = '2026-11-24', sign = 'leo' as const) =>
  buildCareerPrompt({ feature: 'career', sign, tile, date });

describe('buildCareerPrompt', () => {
  it.each(CAREER_TILE_IDS)(
    '%s carries the sign’s real Jupiter and Saturn solar houses, Mars and the Moon',
    (tile) => {
      const { user } = prompt(tile);
      const start = careerPeriodStart(tilePeriod(tile), '2026-11-24');
      for (const fact of careerSkyFacts(signSkyFor('leo', start))) expect(user).toContain(fact);
      expect(user).toMatch(/Jupiter (retrograde )?at \d+° \w+, in your \d+(st|nd|rd|th) solar house/);
      expect(user).toMatch(/Saturn (retrograde )?at \d+° \w+, in your \d+(st|nd|rd|th) solar house/);
      expect(user).toContain('solar houses count Leo as the 1st');
    },
  );

  it('asks for the period the tile id names, with the period’s dated events for a week or a month', () => {
    expect(prompt('career-daily').user).toContain('Nov 24, 2026');
    expect(prompt('career-daily').user).not.toContain('Dated events');
    const weekly = prompt('finance-weekly').user;
    expect(weekly).toContain('Nov 22 – Nov 28, 2026');
    expect(weekly).toContain('- Full Moon in Gemini on Nov 24');
    const monthly = prompt('career-monthly').user;
    expect(monthly).toContain('November 2026');
    expect(monthly).toContain('- New Moon in Scorpio on Nov 9');
    expect(monthly).toContain('- Full Moon in Gemini on Nov 24');
    expect(prompt('career-path').user).toContain('Nov 24, 2026');
  });

  it('builds the same prompt for every day of a weekly tile’s week (the cache key)', () => {
    expect(prompt('career-weekly', '2026-11-28')).toEqual(prompt('career-weekly', '2026-11-22'));
    expect(prompt('career-weekly', '2026-11-29')).not.toEqual(prompt('career-weekly', '2026-11-28'));
  });

  it('gives talent identification its own shape', () => {
    const talent = prompt('talent-identification').user;
    expect(talent).toMatch(/^Identify the natural talents of Leo/);
    expect(talent).toMatch(/Name four or five talents/);
    expect(talent).toMatch(/Jupiter at \d+° \w+, in your \d+\w\w solar house/);
    const purpose = prompt('life-purpose').user;
    expect(purpose).toMatch(/^Write the "Life Purpose" reading/);
    expect(purpose).not.toMatch(/Name four or five talents/);
  });

  it('forbids buy, sell and invest advice and promised returns in every tile’s system message', () => {
    for (const tile of CAREER_TILE_IDS) {
      const { system } = prompt(tile);
      expect(system, tile).toMatch(/Never tell the reader to buy,\s+sell or invest in anything/);
      expect(system, tile).toMatch(/never promise\s+income, returns or success/);
    }
    expect(prompt('investment-guidance').user).toMatch(/Never name or rank any asset/);
  });

  it('uses spec §5’s specialised mode for every tile, whose focus holds one of its phrases', () => {
    for (const tile of CAREER_TILE_IDS) {
      expect(isSpecialisedFocus(careerTiles[tile].focus), tile).toBe(true);
      expect(prompt(tile).system, tile).toMatch(/specialises in career, money and life-direction readings/);
    }
  });

  it('keeps the general voice for a focus outside the specialised phrases', () => {
    expect(isSpecialisedFocus('a gentle word about the weekend')).toBe(false);
    expect(isSpecialisedFocus('My LIFE PURPOSE')).toBe(true);
    expect(careerSystemMessage('daily', 'a gentle word')).not.toMatch(/specialises/);
    expect(careerSystemMessage('daily', 'a gentle word')).toMatch(/Never tell the reader to buy/);
  });

  it('holds no prompt text from the client: only ids and a date go in', () => {
    const { user } = prompt('business-astrology');
    expect(user).toContain('"Business Astrology" reading (business ventures, partners and timing)');
    expect(user).not.toMatch(/calculat|comput/i);
  });
});
