import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { dietAffirmations } from './bank/affirmations';
import { chineseElementLines } from './bank/chinese-element-lines';
import { focusLines } from './bank/focus-lines';
import { moonOpeners } from './bank/moon-openers';
import { pantryLines } from './bank/pantry-lines';
import { profileLines } from './bank/profile-lines';
import { westernElementLines } from './bank/western-element-lines';
import { CHINESE_ANIMAL_IDS, type ChineseAnimalId, chineseAnimals } from './chinese-animals';
import { composeDietReading } from './diet-reading';
import { DIET_FOCUS_IDS, dietFocuses } from './diet-topics';

const DATE = '2026-11-24';
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const readers: { sign?: SignId; animal?: ChineseAnimalId }[] = [
  ...SIGN_IDS.map((sign) => ({ sign })),
  ...CHINESE_ANIMAL_IDS.map((animal) => ({ animal })),
  ...SIGN_IDS.flatMap((sign) => CHINESE_ANIMAL_IDS.map((animal) => ({ sign, animal }))),
];

describe('composeDietReading', () => {
  it('writes 120 words or more, with no unfilled slot, for every sign, animal and pair on every focus', () => {
    const failures = readers.flatMap((reader) =>
      DIET_FOCUS_IDS.flatMap((focus) => {
        const text = composeDietReading({ ...reader, focus, date: DATE }).markdown;
        const problems = [
          ...(words(text) < 120 ? [`${words(text)} words`] : []),
          ...(/\{[a-zA-Z]+\}/.test(text) ? ['an unfilled slot'] : []),
        ];
        return problems.map((problem) => `${JSON.stringify(reader)} ${focus}: ${problem}`);
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('is the same text for the same request', () => {
    const request = { sign: 'virgo', animal: 'dragon', focus: 'eating-patterns', date: DATE } as const;
    expect(composeDietReading(request)).toEqual(composeDietReading(request));
  });

  it('titles the reading with the sign names and the focus, and names the real Moon', () => {
    const sky = skyForDate(DATE);
    const reading = composeDietReading({
      sign: 'virgo',
      animal: 'dragon',
      focus: 'lunar-nutrition',
      date: DATE,
    });
    expect(reading.headline).toBe('🌙 Lunar Nutrition for Virgo & Dragon · Nov 24 · mutable earth');
    expect(reading.markdown).toContain(signs[sky.moon.sign].name);
    expect(reading.facts).toEqual(expect.arrayContaining(['Virgo: earth sign', 'Dragon: earth element']));
    expect(reading.markdown).toContain(chineseAnimals.dragon.eatingPattern.toLowerCase().slice(0, 20));
  });

  it('draws on the sign’s element alone, the animal’s alone, or both', () => {
    // A line may follow the day's lead ("This Tuesday, …"), which lowers its first letter.
    const inBank = (text: string, pool: readonly string[]) =>
      pool.some((line) => text.toLowerCase().includes(line.toLowerCase()));
    const leo = composeDietReading({ sign: 'leo', focus: 'nutritional-needs', date: DATE }).markdown;
    expect(inBank(leo, westernElementLines.fire)).toBe(true);
    const rat = composeDietReading({ animal: 'rat', focus: 'nutritional-needs', date: DATE }).markdown;
    expect(inBank(rat, chineseElementLines.water)).toBe(true);
    expect(inBank(rat, Object.values(westernElementLines).flat())).toBe(false);
    const both = composeDietReading({
      sign: 'leo',
      animal: 'rat',
      focus: 'nutritional-needs',
      date: DATE,
    }).markdown;
    expect(inBank(both, westernElementLines.fire) && inBank(both, chineseElementLines.water)).toBe(true);
  });
});

describe('the diet sentence bank', () => {
  it('holds twelve or more entries in every pool that twelve readers share on one day', () => {
    const pools: [string, readonly string[]][] = [
      ['moon openers', moonOpeners],
      ['affirmations', dietAffirmations],
      ...DIET_FOCUS_IDS.map((focus): [string, readonly string[]] => [`focus ${focus}`, focusLines[focus]]),
      ...Object.entries(westernElementLines),
      ...Object.entries(chineseElementLines),
    ];
    for (const [name, pool] of pools) expect(pool.length, name).toBeGreaterThanOrEqual(12);
  });

  it('holds eight or more named lines where the reader’s name keeps a line their own', () => {
    expect(pantryLines.length).toBeGreaterThanOrEqual(8);
    expect(profileLines.length).toBeGreaterThanOrEqual(8);
    for (const line of [...pantryLines, ...profileLines]) expect(line, line).toContain('{name}');
  });

  it('never repeats a line across pools, and never hints at diagnosis, dieting or weight loss', () => {
    const all = [
      ...moonOpeners,
      ...dietAffirmations,
      ...Object.values(focusLines).flat(),
      ...Object.values(westernElementLines).flat(),
      ...Object.values(chineseElementLines).flat(),
      ...pantryLines,
      ...profileLines,
    ];
    expect(new Set(all).size).toBe(all.length);
    const risky = all.filter((line) =>
      /weight loss|lose weight|calorie|detox|cure|diagnos|supplement|fasting/i.test(line),
    );
    expect(risky).toEqual([]);
  });

  it('keeps every focus’s title in its reading headline', () => {
    for (const focus of DIET_FOCUS_IDS)
      expect(composeDietReading({ animal: 'ox', focus, date: DATE }).headline).toContain(
        dietFocuses[focus].title,
      );
  });
});
