import { describe, expect, it } from 'vitest';
import { personaVoices } from './persona-voices';
import { PERSONA_IDS, type Persona, isPersonaId, personaList, personas, pickRandomPersona } from './personas';

const SPEC_IDS = [
  'celestia',
  'luna',
  'orion',
  'aurora',
  'phoenix',
  'sage',
  'nova',
  'raven',
  'iris',
  'cosmos',
];
const TEXT_FIELDS = [
  'name',
  'title',
  'specialty',
  'greeting',
  'mysticalQuote',
  'avatar',
  'accent',
] as const satisfies readonly (keyof Persona)[];

describe('personas (spec §3: ten astrologer guides)', () => {
  it('has exactly the ten ids the spec lists, in order', () => {
    expect([...PERSONA_IDS]).toEqual(SPEC_IDS);
    expect(personaList.map((persona) => persona.id)).toEqual(SPEC_IDS);
  });

  it.each(personaList.map((persona) => [persona.id, persona] as const))(
    '%s has every field filled, a voice for the chat, and exactly four areas of expertise',
    (id, persona) => {
      expect(persona.id).toBe(id);
      for (const field of TEXT_FIELDS) {
        expect(persona[field].trim(), `${id}.${field} is empty`).not.toBe('');
      }
      expect(persona.expertise, `${id} needs four expertise items`).toHaveLength(4);
      for (const item of persona.expertise)
        expect(item.trim(), `${id} has an empty expertise item`).not.toBe('');
      const voice = personaVoices[id];
      expect(voice.personality.trim(), `${id}.personality is empty`).not.toBe('');
      const sentences = voice.background.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, `${id}.background should be 2–3 sentences`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${id}.background should be 2–3 sentences`).toBeLessThanOrEqual(3);
      expect(persona.accent, `${id}.accent should be a Tailwind gradient pair`).toMatch(
        /^from-[a-z]+-\d{2,3} to-[a-z]+-\d{2,3}$/,
      );
    },
  );

  it('tells a guide id from any other value', () => {
    expect(PERSONA_IDS.every((id) => isPersonaId(id))).toBe(true);
    expect(['merlin', '', null, 3, 'Luna'].some((value) => isPersonaId(value))).toBe(false);
  });

  it('never points at an external image (privacy, CSP)', () => {
    for (const persona of personaList) expect(JSON.stringify(persona)).not.toMatch(/https?:\/\//);
  });

  it.each(['name', 'title', 'specialty', 'greeting', 'mysticalQuote', 'avatar'] as const)(
    'no two personas share a %s',
    (field) => {
      const values = personaList.map((persona) => persona[field]);
      expect(new Set(values).size, `duplicate ${field}: ${values.join(' | ')}`).toBe(values.length);
    },
  );

  it('pickRandomPersona maps the whole [0, 1) range onto the ten guides', () => {
    expect(pickRandomPersona(() => 0)).toBe(personas.celestia);
    expect(pickRandomPersona(() => 0.5)).toBe(personas.sage);
    expect(pickRandomPersona(() => 0.999_999)).toBe(personas.cosmos);
    expect(pickRandomPersona(() => 1)).toBe(personas.cosmos);
    const seen = new Set(Array.from({ length: 10 }, (_, index) => pickRandomPersona(() => index / 10).id));
    expect(seen.size).toBe(10);
    expect(PERSONA_IDS).toContain(pickRandomPersona().id);
  });

  it('greets at any hour: no greeting names a time of day the visitor may not be in (issue 26 §12)', () => {
    for (const persona of personaList)
      expect(persona.greeting, persona.id).not.toMatch(
        /\b(good (morning|afternoon|evening|night)|tonight|this (morning|afternoon|evening)|sunrise|sunset)\b/iu,
      );
  });
});
