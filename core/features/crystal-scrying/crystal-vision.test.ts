import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { moonPhaseNames } from '../../sky/moon-phases';
import { CRYSTAL_IDS } from './crystal';
import { crystals } from './crystals';
import { composeCrystalVision } from './crystal-vision';

const DATE = '2026-11-24';
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the offline crystal vision', () => {
  it.each(CRYSTAL_IDS)('%s: names the stone, the sign and the real Moon, in 120 words or more', (crystal) => {
    for (const sign of SIGN_IDS) {
      const reading = composeCrystalVision({ sign, crystal, date: DATE });
      const where = `${sign} ${crystal}`;
      expect(reading.headline, where).toContain(crystals[crystal].name);
      expect(reading.headline, where).toContain(signs[sign].name);
      expect(words(reading.markdown), where).toBeGreaterThanOrEqual(120);
      expect(reading.markdown, `${where} leaves a slot unfilled`).not.toMatch(/[{}]/);
      expect(reading.facts[0], where).toContain(moonPhaseNames[skyForDate(DATE).moon.phase].toLowerCase());
    }
  });

  it('is the same for the same request and changes with the date', () => {
    const request = { sign: 'scorpio', crystal: 'black-obsidian', date: DATE } as const;
    expect(composeCrystalVision(request)).toEqual(composeCrystalVision(request));
    expect(composeCrystalVision({ ...request, date: '2026-11-25' }).body).not.toBe(
      composeCrystalVision(request).body,
    );
  });

  it("speaks of one of the stone's own vision types, and of the Moon's sign", () => {
    const reading = composeCrystalVision({ sign: 'pisces', crystal: 'amethyst', date: DATE });
    const kinds = crystals.amethyst.visionTypes.map((kind) => kind.toLowerCase());
    expect(kinds.some((kind) => reading.body.includes(kind))).toBe(true);
    expect(reading.body).toContain(signs[skyForDate(DATE).moon.sign].name);
  });

  it("tells a sign's own stone from a stranger by element or listing", () => {
    // Leo is fire and listed by citrine; moonstone is water and lists no fire sign.
    const kin = composeCrystalVision({ sign: 'leo', crystal: 'citrine', date: DATE }).body;
    const stranger = composeCrystalVision({ sign: 'leo', crystal: 'moonstone', date: DATE }).body;
    expect(stranger).toMatch(
      /water|another element|outside|not (one of|a natural|usually)|unlikely|borrowing|steer/i,
    );
    expect(kin).not.toMatch(/another element|borrowing/);
  });
});
