import { describe, expect, it } from 'vitest';
import type { CrisisLanguage } from './crisis-language';
import { CRISIS_PACKS } from './languages';
import { type MarkerTable, languageOf, likelyLanguages, markerTableOf } from './language-of';
import { plainText } from './normalize';

/** A small table written for these tests, so they do not depend on the packs' own lists. */
const TABLE: MarkerTable = {
  en: ['i', "i'm", 'the', 'and', 'you', 'my', 'is', 'to', 'of', 'what'],
  es: ['que', 'el', 'los', 'las', 'estoy', 'quiero', 'pero', 'mi', 'y', 'por'],
  fr: ['je', "j'", "j'ai", 'suis', 'est', 'pas', 'les', 'mais', "c'est", 'vous'],
  pt: ['eu', 'nao', 'estou', 'voce', 'uma', 'os', 'mas', 'com', 'minha', 'quero'],
  de: ['ich', 'nicht', 'und', 'der', 'die', 'das', 'bin', 'mein', 'mit', 'ist'],
  it: ['io', 'non', 'sono', 'il', 'che', 'voglio', 'mia', 'della', 'per', 'ma'],
};

/** Short messages as people type them (read as the packs read them: plainText). */
const SHORT_MESSAGES: readonly (readonly [string, CrisisLanguage])[] = [
  ['I am so tired of the world', 'en'],
  ["what's my horoscope for today and tomorrow", 'en'],
  ['Estoy muy cansada y no quiero seguir', 'es'],
  ['¿Qué dice mi carta sobre el amor?', 'es'],
  ["J'ai l'impression que je ne suis plus rien", 'fr'],
  ["C'est quoi mon signe lunaire, je suis perdue", 'fr'],
  ['Eu não estou bem, não quero falar com ninguém', 'pt'],
  ['Você pode ver minha carta astral?', 'pt'],
  ['Ich bin so müde und weiß nicht weiter', 'de'],
  ['Was sagt mein Horoskop über die Liebe?', 'de'],
  ['Io non ce la faccio più, sono stanca', 'it'],
  ['Che cosa dice il mio oroscopo per la settimana?', 'it'],
];

describe('languageOf with a table of its own', () => {
  it.each(SHORT_MESSAGES)('%s → %s', (message, language) => {
    expect(languageOf(plainText(message), TABLE)).toBe(language);
  });

  it('is English when no marker is used', () => {
    expect(languageOf('kms', TABLE)).toBe('en');
    expect(languageOf('', TABLE)).toBe('en');
  });

  it('is English on a tie', () => {
    expect(languageOf('ich je', TABLE)).toBe('en');
  });

  it('counts the halves of an elided word', () => {
    expect(languageOf("j'en peux plus", TABLE)).toBe('fr');
  });

  it('lets a matched phrase decide when markers do not', () => {
    expect(languageOf('matarme ya', TABLE, ['es'])).toBe('es');
    expect(languageOf('ich je', TABLE, ['fr'])).toBe('fr');
  });

  it('never lets a phrase outweigh a marker', () => {
    expect(languageOf('ich bin', TABLE, ['fr'])).toBe('de');
  });

  it('lists every language tied for the most markers', () => {
    expect(likelyLanguages('ich je', TABLE)).toEqual(['fr', 'de']);
    expect(likelyLanguages('nothing here', TABLE)).toEqual([]);
  });
});

describe('languageOf with the packs’ markers', () => {
  const table = markerTableOf(Object.values(CRISIS_PACKS));
  const written = (language: CrisisLanguage) => CRISIS_PACKS[language].markers.length > 0;

  // A pack still being written has no markers yet; its messages are checked once it lands.
  for (const [message, language] of SHORT_MESSAGES) {
    it.skipIf(!written(language))(`${message} → ${language}`, () => {
      expect(languageOf(plainText(message), table)).toBe(language);
    });
  }
});
