import { describe, expect, it } from 'vitest';
import { fillVoiceTemplate } from '../../compose/item-day-voice';
import { SIGN_IDS } from '../../content/signs';
import { ARCHETYPE_IDS } from '../../content/archetypes/archetype';
import { archetypes } from '../../content/archetypes/archetypes';
import { composeArchetypeDayReading } from './archetype-day-reading';
import { roleLines } from './bank/archetype-day-lines';

const DATE = '2026-11-24';
const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('composeArchetypeDayReading', () => {
  it('writes at least 120 words with every slot filled, for every sign and archetype', () => {
    const failures = SIGN_IDS.flatMap((sign) =>
      ARCHETYPE_IDS.flatMap((archetype) => {
        const { markdown, headline } = composeArchetypeDayReading({ sign, archetype, date: DATE });
        const problems = [
          ...(words(markdown) >= 120 ? [] : [`${words(markdown)} words`]),
          ...(/[{}]/.test(markdown) ? ['an unfilled slot'] : []),
          ...(headline.includes(archetypes[archetype].name) ? [] : ['no archetype in the headline']),
        ];
        return problems.map((problem) => `${sign} ${archetype}: ${problem}`);
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('is the same text for the same request and changes with the date', () => {
    const request = { sign: 'taurus', archetype: 'earth-keeper', date: DATE } as const;
    expect(composeArchetypeDayReading(request)).toEqual(composeArchetypeDayReading(request));
    expect(composeArchetypeDayReading({ ...request, date: '2026-11-25' }).markdown).not.toBe(
      composeArchetypeDayReading(request).markdown,
    );
  });

  it('tells a sign when it reads its primary archetype, and when it reads another', () => {
    // Aries' primary archetype is the Cosmic Warrior (the first listing Aries).
    const own = composeArchetypeDayReading({ sign: 'aries', archetype: 'cosmic-warrior', date: DATE });
    const other = composeArchetypeDayReading({ sign: 'aries', archetype: 'mystic-oracle', date: DATE });
    const said = (text: string, lines: readonly string[], name: string) =>
      // The line may follow the day's lead ("This Tuesday, …"), which lowers its first letter.
      lines.some((line) =>
        text
          .toLowerCase()
          .includes(fillVoiceTemplate(line, { sign: 'Aries', archetype: name }).toLowerCase()),
      );
    expect(said(own.markdown, roleLines.primary, 'Cosmic Warrior')).toBe(true);
    expect(said(other.markdown, roleLines.other, 'Mystic Oracle')).toBe(true);
  });

  it('quotes one of the archetype’s own powers, shadows and ritual tools', () => {
    const { markdown } = composeArchetypeDayReading({
      sign: 'gemini',
      archetype: 'cosmic-messenger',
      date: DATE,
    });
    const lower = markdown.toLowerCase();
    const messenger = archetypes['cosmic-messenger'];
    for (const list of [messenger.mysticalPowers, messenger.shadowAspects, messenger.ritualTools])
      expect(list.some((item) => lower.includes(item.toLowerCase()))).toBe(true);
  });
});
