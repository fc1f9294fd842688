import { describe, expect, it } from 'vitest';
import {
  CAREER_CATEGORY_IDS,
  CAREER_TILE_IDS,
  careerCategories,
  careerTileList,
  careerTiles,
  tilePeriod,
  tilesOfCategory,
} from './career-tiles';

describe('career tiles (spec §9)', () => {
  it('lists the thirteen ids of the spec in its order, each once', () => {
    expect(CAREER_TILE_IDS).toEqual([
      'career-daily',
      'career-weekly',
      'career-monthly',
      'career-path',
      'business-astrology',
      'finance-daily',
      'finance-weekly',
      'finance-monthly',
      'wealth-potential',
      'investment-guidance',
      'life-purpose',
      'talent-identification',
      'overcoming-obstacles',
    ]);
    expect(new Set(CAREER_TILE_IDS).size).toBe(13);
    for (const id of CAREER_TILE_IDS) expect(careerTiles[id].id, id).toBe(id);
  });

  it('puts five tiles in career, five in finance and three in purpose', () => {
    expect(tilesOfCategory('career').map((tile) => tile.id)).toEqual([
      'career-daily',
      'career-weekly',
      'career-monthly',
      'career-path',
      'business-astrology',
    ]);
    expect(tilesOfCategory('finance').map((tile) => tile.id)).toEqual([
      'finance-daily',
      'finance-weekly',
      'finance-monthly',
      'wealth-potential',
      'investment-guidance',
    ]);
    expect(tilesOfCategory('purpose').map((tile) => tile.id)).toEqual([
      'life-purpose',
      'talent-identification',
      'overcoming-obstacles',
    ]);
  });

  it('gives each category its own colour', () => {
    const colours = CAREER_CATEGORY_IDS.map((id) => careerCategories[id].colour);
    expect(new Set(colours).size).toBe(CAREER_CATEGORY_IDS.length);
  });

  it('gives every tile a distinct title and a description', () => {
    expect(new Set(careerTileList.map((tile) => tile.title)).size).toBe(13);
    for (const tile of careerTileList) expect(tile.description.length, tile.id).toBeGreaterThan(20);
  });

  it('reads the period from the id: daily, weekly or monthly, daily otherwise', () => {
    const periods = Object.fromEntries(CAREER_TILE_IDS.map((id) => [id, tilePeriod(id)]));
    expect(periods).toEqual({
      'career-daily': 'daily',
      'career-weekly': 'weekly',
      'career-monthly': 'monthly',
      'career-path': 'daily',
      'business-astrology': 'daily',
      'finance-daily': 'daily',
      'finance-weekly': 'weekly',
      'finance-monthly': 'monthly',
      'wealth-potential': 'daily',
      'investment-guidance': 'daily',
      'life-purpose': 'daily',
      'talent-identification': 'daily',
      'overcoming-obstacles': 'daily',
    });
  });
});
