import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { focusInsights } from './bank/focus-insights';
import { handElementLines } from './bank/hand-element-lines';
import { mountLines } from './bank/mount-lines';
import { openingLines } from './bank/opening-lines';
import { palmBlessings } from './bank/palm-blessings';
import { palmPractices } from './bank/palm-practices';
import { PALM_FOCUS_IDS } from './palm-foci';
import { composePalmReading } from './palm-reading';
import { PALM_SLOT_NAMES, palmSlotNames } from './palm-voice';

const DATE = '2026-11-24';

describe('composePalmReading', () => {
  it('names the focus, the sign, its ruling mount and the day’s real Moon', () => {
    const reading = composePalmReading({ sign: 'taurus', focus: 'love-compatibility', date: DATE });
    const moonSign = signs[skyForDate(DATE).moon.sign].name;
    expect(reading.headline).toBe(
      '💞 Love & Relationship Reading for Taurus · Nov 24 · Full Moon · fixed earth',
    );
    expect(reading.markdown).toContain(`in ${moonSign}`);
    expect(reading.markdown).toMatch(/mount of Venus/);
    expect(reading.markdown).toMatch(/heart line/);
    expect(reading.facts).toContain('Ruling mount: Mount of Venus');
  });

  it.each(PALM_FOCUS_IDS)('%s: 120 words or more for every sign, with no unfilled slot', (focus) => {
    for (const sign of SIGN_IDS) {
      const { markdown } = composePalmReading({ sign, focus, date: DATE });
      expect(markdown.split(/\s+/).length, `${sign} ${focus}`).toBeGreaterThanOrEqual(120);
      expect(markdown, `${sign} ${focus}`).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(markdown).toContain(signs[sign].name);
    }
  });

  it('is deterministic for a request and changes with the date', () => {
    const request = { sign: 'pisces', focus: 'spiritual-gifts', date: DATE } as const;
    expect(composePalmReading(request).markdown).toBe(composePalmReading(request).markdown);
    expect(composePalmReading({ ...request, date: '2026-11-25' }).markdown).not.toBe(
      composePalmReading(request).markdown,
    );
  });
});

describe('the palm sentence bank', () => {
  const everySignPools = {
    openingLines,
    mountLines,
    palmPractices,
    palmBlessings,
    ...Object.fromEntries(PALM_FOCUS_IDS.map((focus) => [`insights ${focus}`, focusInsights[focus]])),
  };
  it.each(Object.entries(everySignPools))(
    '%s: more than twelve signs’ worth of distinct entries',
    (_name, pool) => {
      expect(pool.length).toBeGreaterThanOrEqual(12);
      expect(new Set(pool).size).toBe(pool.length);
    },
  );

  it('gives each element eight distinct hand descriptions', () => {
    for (const [element, pool] of Object.entries(handElementLines)) {
      expect(pool.length, element).toBeGreaterThanOrEqual(8);
      expect(new Set(pool).size, element).toBe(pool.length);
    }
  });

  it('uses only the slots the composer fills, and names the reader in every entry', () => {
    const pools = [
      ...Object.values(everySignPools),
      ...Object.values(handElementLines),
    ] as readonly (readonly string[])[];
    for (const entry of pools.flat()) {
      for (const slot of palmSlotNames(entry)) expect(PALM_SLOT_NAMES, entry).toContain(slot);
      expect(entry, 'every sentence speaks to the reader').toContain('{sign}');
    }
  });
});
