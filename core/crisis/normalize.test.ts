import { describe, expect, it } from 'vitest';
import { normalizeForCrisis } from './crisis-detection';
import { undoLeetspeak } from './leetspeak';
import { NO_LEXICON, normalizeCrisisText, plainText } from './normalize';

describe('plainText', () => {
  it.each([
    ['Ｉ ｗａｎｔ ｔｏ ｄｉｅ', 'i want to die'],
    ['I DON’T\u200b   want', "i don't want"],
    [
      'ÉTÉ, déjà, ça, niño, Straße, Øresund, cœur, Æsir',
      'ete, deja, ca, nino, strasse, oresund, coeur, aesir',
    ],
    ['“quoted” ‘single’ l´apostrophe', "\"quoted\" 'single' l'apostrophe"],
    ['soft\u00adhyphen, joiner\u200d, bidi\u202e mark', 'softhyphen, joiner, bidi mark'],
    ['self–harm — dash', 'self-harm - dash'],
    ['line one\nline\ttwo\u00a0three', 'line one line two three'],
    ['ｋｉｌｌ 𝐦𝐲𝐬𝐞𝐥𝐟', 'kill myself'],
    ['kіll mуsеlf', 'kill myself'],
    ['всё хорошо', 'все хорошо'],
  ])('%s → %s', (message, plain) => {
    expect(plainText(message)).toBe(plain);
  });
});

describe('undoLeetspeak', () => {
  it.each([
    ['k1ll', 'kill'],
    ['d13', 'die'],
    ['$uicide', 'suicide'],
    ['5u1c1d3', 'suicide'],
    ['unal!ve', 'unalive'],
    ['h4rm', 'harm'],
    ['0verdose', 'overdose'],
    ['4ever', 'forever'],
    ['2nite', 'tonight'],
  ])('%s → %s', (core, plain) => {
    expect(undoLeetspeak(core)).toBe(plain);
  });

  it.each([
    '116',
    '123',
    '20',
    '911',
    '1st',
    '3rd',
    '8th',
    '10pm',
    '5mg',
    '2x',
    '1990s',
    'covid19',
    'die!',
    '$20',
  ])('leaves the number-like %s alone', (core) => {
    expect(undoLeetspeak(core)).toBe(core);
  });

  it('splits a number from the word it was typed against', () => {
    expect(undoLeetspeak('20pills')).toBe('20 pills');
  });
});

describe('normalizeCrisisText without a lexicon', () => {
  it.each([
    ['Call 116 123 or take 20 pills', 'call 116 123 or take 20 pills'],
    ['i took 20pills', 'i took 20 pills'],
    ['see you at 10pm on the 8th', 'see you at 10pm on the 8th'],
    ['s.u.i.c.i.d.e', 'suicide'],
    ['k-i-l-l myself', 'kill myself'],
    ['S_U_I_C_I_D_E', 'suicide'],
    ['kill_myself', 'kill myself'],
    ['*sigh* ok', 'sigh ok'],
    ['diiiie', 'die'],
    ['sooooo tired', 'soo tired'],
    ['feeeeel', 'feel'],
    ['e.g. this, i.e. that', 'e.g. this, i.e. that'],
    ['version 1.2.3', 'version 1.2.3'],
    ['  spaced    out  ', 'spaced out'],
  ])('%s → %s', (message, normal) => {
    expect(normalizeCrisisText(message, NO_LEXICON)).toBe(normal);
  });
});

describe('normalizeForCrisis (with the packs’ lexicon)', () => {
  it.each([
    ['I want to k1ll myselfff', 'i want to kill myself'],
    ['killll myselfff', 'kill myself'],
    ['i want to diiiie', 'i want to die'],
    ['k*ll myself', 'kill myself'],
    ['unal*ve', 'unalive'],
    ['s u i c i d e', 'suicide'],
    ['i k i l l', 'i kill'],
    ['thinking about sucide', 'thinking about suicide'],
    ['suicde', 'suicide'],
    ['suiside', 'suicide'],
    ['i feel suicidal', 'i feel suicidal'],
    ['i want to hurt myslef', 'i want to hurt myself'],
    ['i am unconcious', 'i am unconscious'],
    ['i said my goodbyes', 'i said my goodbyes'],
    ['nooooo way out', 'no way out'],
    ['h3ll0 fr13nd, n0 w4y 0ut', 'hello friend, no way out'],
  ])('%s → %s', (message, normal) => {
    expect(normalizeForCrisis(message)).toBe(normal);
  });

  it('leaves words of other languages alone in an English message', () => {
    expect(normalizeForCrisis('my friend needs an ambulance')).toBe('my friend needs an ambulance');
    expect(normalizeForCrisis('this is a violation of my privacy')).toBe('this is a violation of my privacy');
  });
});
