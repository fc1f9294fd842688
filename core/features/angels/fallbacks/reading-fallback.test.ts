import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../compose/seeded-random';
import { SIGN_IDS } from '../../../content/signs';
import { drawAngels, randomIndexFromUnit } from '../angel-draw';
import { angelSpreads, spreadList } from '../angel-spreads';
import { angels } from '../angels';
import { composeFallbackReading } from './reading-fallback';
import { closingBlessings, positionMeanings, questionLines } from '../bank/reading-fallback-lines';

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;
const seededDraw = (spreadId: keyof typeof angelSpreads, seed: string) =>
  drawAngels(angelSpreads[spreadId], randomIndexFromUnit(seededRandom(seed)));

describe('the built-in angel reading', () => {
  it('names the spread and every angel in its position with the card details of spec §8', () => {
    const spread = angelSpreads['seven-heavens'];
    const drawn = seededDraw('seven-heavens', 'details');
    const text = composeFallbackReading({ spread, drawn });
    expect(text).toContain(spread.name);
    for (const { angel, position } of drawn) {
      expect(text, `${angel.id} at ${position}`).toContain(`${position}: ${angel.emoji} ${angel.name}`);
      expect(text, `${angel.id} message`).toContain(angel.message);
      for (const power of angel.healingPowers.slice(0, 2)) expect(text, `${angel.id} power`).toContain(power);
      expect(text, `${angel.id} third power`).not.toContain(angel.healingPowers[2]);
      expect(text, `${angel.id} colours`).toContain(angel.colors.join(', '));
      expect(text, `${angel.id} crystals`).toContain(angel.crystals.slice(0, 2).join(', '));
      if (angel.crystals[2]) expect(text, `${angel.id} third crystal`).not.toContain(angel.crystals[2]);
    }
    expect(text).toContain('### Combined Guidance');
    expect(text).toContain(`**Affirmation:** ${drawn[drawn.length - 1]?.angel.affirmation}`);
    expect(closingBlessings.some((blessing) => text.endsWith(`*${blessing}*`))).toBe(true);
  });

  it('explains every position of every spread', () => {
    for (const spread of spreadList)
      for (const position of spread.positions)
        expect(Object.keys(positionMeanings), `${spread.id}: ${position}`).toContain(position);
  });

  it('echoes the question, and says nothing of one when none was asked', () => {
    const spread = angelSpreads.guidance;
    const drawn = seededDraw('guidance', 'question');
    const asked = composeFallbackReading({ spread, drawn, question: '  Should I take the new job?  ' });
    expect(asked).toContain('**Your question:** “Should I take the new job?”');
    expect(questionLines.some((line) => asked.includes(line))).toBe(true);
    for (const question of [undefined, '', '   ']) {
      const silent = composeFallbackReading({ spread, drawn, question });
      expect(silent, JSON.stringify(question)).not.toContain('Your question');
      expect(questionLines.some((line) => silent.includes(line))).toBe(false);
    }
  });

  it('greets the visitor by name and speaks to the sign’s element when given', () => {
    const drawn = seededDraw('trinity', 'greeting');
    const text = composeFallbackReading({ spread: angelSpreads.trinity, drawn, name: 'Ana', sign: 'taurus' });
    expect(text).toMatch(/Dear Ana, three angels have gathered in your Trinity Spread/);
    expect(text).toContain('Your earth-sign nature');
    const plain = composeFallbackReading({ spread: angelSpreads.trinity, drawn });
    expect(plain).toMatch(/\n\nThree angels have gathered/);
    expect(plain).not.toContain('-sign nature');
  });

  it('lets the element most drawn angels share lead the guidance', () => {
    const drawn = [angels.gabriel, angels.michael, angels.haniel].map((angel, index) => ({
      angel,
      position: angelSpreads.trinity.positions[index] ?? '',
    }));
    const guidance = composeFallbackReading({ spread: angelSpreads.trinity, drawn }).split(
      '### Combined Guidance',
    )[1];
    expect(guidance).toMatch(/Water runs through this draw|The tide of feeling/);
  });

  it('writes at least 120 words for every spread, over many draws and signs', () => {
    const short: string[] = [];
    for (const spread of spreadList)
      for (const [index, sign] of [undefined, ...SIGN_IDS].entries()) {
        const drawn = seededDraw(spread.id, `${spread.id}|${index}`);
        const words = wordCount(composeFallbackReading({ spread, drawn, sign }));
        if (words < 120) short.push(`${spread.id} ${sign ?? 'no sign'}: ${words} words`);
      }
    expect(short).toEqual([]);
  });

  it('reads the same for the same draw and question', () => {
    const drawn = seededDraw('guidance', 'stable');
    const request = { spread: angelSpreads.guidance, drawn, question: 'What now?', sign: 'leo' as const };
    expect(composeFallbackReading(request)).toBe(composeFallbackReading(request));
  });

  it('refuses an empty draw', () => {
    expect(() => composeFallbackReading({ spread: angelSpreads.single, drawn: [] })).toThrow(/at least one/);
  });
});
