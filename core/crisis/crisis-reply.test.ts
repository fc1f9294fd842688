import { describe, expect, it } from 'vitest';
import { CRISIS_LANGUAGES, type CrisisLanguage } from './crisis-language';
import { crisisReply } from './crisis-reply';
import { CRISIS_KINDS, type CrisisKind } from './crisis-signals';

/** Numbers every reply in a language names, whatever the kind. */
const EMERGENCY_NUMBERS: Readonly<Record<CrisisLanguage, readonly string[]>> = {
  en: ['112', '911', '999', '988', '116 123'],
  es: ['112', '911', '024', '988', '800 911 2000'],
  fr: ['112', '15', '3114', '0800 32 123', '143', '1 866 277-3553', '988'],
  pt: ['112', '192', '213 544 545', '188'],
  de: ['112', '0800 111 0 111', '0800 111 0 222', '142', '143'],
  it: ['112', '118', '02 2327 2327', '06 77208977'],
};

/** The violence lines the abuse reply adds. */
const ABUSE_NUMBERS: Readonly<Record<CrisisLanguage, readonly string[]>> = {
  en: ['1-800-799-7233', '0808 2000 247'],
  es: ['016', '1-800-799-7233'],
  fr: ['3919', '119', '0800 30 030', '1 800 363-9010'],
  pt: ['800 202 148', '180'],
  de: ['116 016', '0800 222 555'],
  it: ['1522', '114'],
};

/** Words of a reading, in all six languages: none belongs in a crisis reply. */
const ASTROLOGY =
  /(?<!\p{L})(?:moon|saturn|venus|mars|mercury|zodiac|horoscopes?|stars?|signs?|charts?|readings?|planets?|astrolog\w*|transits?|luna|signos?|estrellas?|carta astral|horoscopos?|horóscopos?|planetas?|lectura|lune|signes?|étoiles?|etoiles?|thème astral|planètes?|lecture|lua|estrelas?|mapa astral|leitura|mond|sternzeichen|sterne?|horoskope?|deutung|segno|stelle|oroscopo|pianet[ai]|lettura|tema natale)(?!\p{L})/iu;

const CASES = CRISIS_LANGUAGES.flatMap((language) =>
  CRISIS_KINDS.map((kind): [CrisisLanguage, CrisisKind] => [language, kind]),
);

describe('crisisReply', () => {
  it.each(CASES)('%s %s: names the emergency and help numbers and findahelpline.com', (language, kind) => {
    const reply = crisisReply(kind, language);
    for (const number of EMERGENCY_NUMBERS[language]) expect(reply).toContain(number);
    expect(reply).toContain('https://findahelpline.com');
  });

  it.each(CASES)('%s %s: is plain Markdown with no astrology', (language, kind) => {
    const reply = crisisReply(kind, language);
    expect(reply).not.toMatch(ASTROLOGY);
    expect(reply).not.toMatch(/<\/?[a-z][^>]*>/iu);
    expect(reply.split('\n\n').length).toBeGreaterThanOrEqual(4);
  });

  it.each(CRISIS_LANGUAGES)('%s: adds the violence lines for abuse only', (language) => {
    for (const number of ABUSE_NUMBERS[language]) expect(crisisReply('abuse', language)).toContain(number);
    expect(crisisReply('suicide', language)).not.toContain(ABUSE_NUMBERS[language][0]);
  });

  it.each(CRISIS_LANGUAGES)('%s: opens each kind its own way', (language) => {
    const openings = CRISIS_KINDS.map((kind) => crisisReply(kind, language).split('\n\n')[0]);
    expect(new Set(openings).size).toBe(CRISIS_KINDS.length);
  });

  it('is English by default, with the words the chat’s other tests look for', () => {
    expect(crisisReply('suicide')).toBe(crisisReply('suicide', 'en'));
    expect(crisisReply('medical')).toMatch(/local emergency number/);
  });

  it('tells someone in a medical emergency to call now and stay with someone', () => {
    expect(crisisReply('medical')).toMatch(/right now/);
    expect(crisisReply('medical')).toMatch(/Stay with/);
  });
});
