import { describe, expect, it } from 'vitest';
import { CRISIS_KINDS } from './crisis-signals';
import { crisisReply } from './crisis-reply';
import { CRISIS_PACKS } from './languages';
import { crisisHelpFor, detectCrisis, normalizeForCrisis } from './crisis-detection';

/** Plain and indirect wordings that must reach help resources, with the kind we expect. */
const POSITIVES = [
  ['I want to kill myself', 'suicide'],
  ['I’ve been thinking about ending my life', 'suicide'],
  ['honestly i just want to die', 'suicide'],
  ['Sometimes I wish I was dead', 'suicide'],
  ["I don't want to live anymore", 'suicide'],
  ['Everyone would be better off without me', 'suicide'],
  ["I'm going to end it all tonight", 'suicide'],
  ['I have been having suicidal thoughts again', 'suicide'],
  ["There's no reason to live anymore", 'suicide'],
  ["what's the point of living when nothing changes", 'suicide'],
  ['I wish I could go to sleep and never wake up', 'suicide'],
  ['I already wrote a goodbye note to my sister', 'suicide'],
  ["I've been saving up my pills just in case", 'suicide'],
  ['I just want to disappear forever', 'suicide'],
  ['Nobody would even notice if I were gone', 'suicide'],
  ['I keep thinking about jumping off a bridge', 'suicide'],
  ["I don't want to be here anymore", 'suicide'],
  ['ugh kms', 'suicide'],
  ["I'm going to take my own life", 'suicide'],
  ["I can't go on anymore", 'suicide'],
  ['I KEEP CUTTING MYSELF', 'self-harm'],
  ['I want to hurt myself again', 'self-harm'],
  ["I've been self-harming since spring", 'self-harm'],
  ['the urge to burn myself is back', 'self-harm'],
  ['My husband hits me when he drinks', 'abuse'],
  ['my boyfriend choked me last night', 'abuse'],
  ["I'm scared to go home", 'abuse'],
  ['my dad beats me', 'abuse'],
  ["I'm in an abusive relationship and can't leave", 'abuse'],
  ['I was raped last year and still cannot sleep', 'abuse'],
  ['He threatened to kill me if I leave', 'abuse'],
  ["I'm not safe at home", 'abuse'],
  ['I have chest pain and my left arm is numb', 'medical'],
  ["I can't breathe", 'medical'],
  ["I think I'm having a heart attack", 'medical'],
  ['my mom is having a stroke, her face is drooping', 'medical'],
  ['I took too many pills', 'medical'],
  ['my friend is unconscious on the floor', 'medical'],
  ['he stopped breathing', 'medical'],
  ["I'm bleeding heavily and it won't stop", 'medical'],
  ['my throat is closing up after eating peanuts', 'medical'],
  ['Ｉ ｗａｎｔ ｔｏ ｄｉｅ', 'suicide'],
  ['I want to\u200b kill myself', 'suicide'],
] as const;

/** Everyday idioms and astrology talk that borrow the same words and must get a normal reply. */
const NEGATIVES = [
  'this deadline is killing me',
  'I could kill for a coffee right now',
  'My plants are dying, is it Mercury retrograde?',
  'I drew the Death card, what does it mean?',
  "I'm dying to know my love horoscope",
  'My feet are killing me after that hike',
  'I nearly died laughing at that meme',
  "Kill the lights, it's movie night",
  'My phone is dead again',
  "I'm dead tired today",
  'That workout almost gave me a heart attack',
  'My brother beat me at chess again',
  'My mom hit me up about dinner plans',
  "I'm burning myself out at work, any advice?",
  "I'm cutting myself some slack this week",
  'I cut myself a slice of cake to celebrate',
  'My ex hurt me when he left, will I find love again?',
  'This song takes my breath away',
  'Saturn return is killing my vibe',
  'I want to end this relationship, is it the right time?',
  'Should I quit my job and end this chapter?',
  'The Tower card scared me',
  'My sister kicked me out of the group chat lol',
  "I'm so done with Mondays",
  'My laptop died in the middle of the meeting',
  'The battery is dying on my phone',
  'What does Pluto in my 8th house say about death and rebirth?',
  'I killed it at my presentation today',
  'The deal collapsed at work',
  'Our startup is bleeding money',
  "I'm starving, what should a Leo eat?",
  'The Hanged Man keeps showing up in my readings',
  'I would die for my kids',
  "I'm scared of my mom's reaction to my tattoo",
  'I hurt myself playing football, when will Mars leave my sign?',
  "I can't breathe without you, is he my soulmate?",
  'Hello Luna!',
  'Is Scorpio the most intense sign?',
] as const;

describe('detectCrisis', () => {
  it('has at least thirty phrasings on each side', () => {
    expect(POSITIVES.length).toBeGreaterThanOrEqual(30);
    expect(NEGATIVES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(POSITIVES)('recognises "%s" as %s', (message, kind) => {
    expect(detectCrisis(message)).toBe(kind);
  });

  it.each(NEGATIVES)('leaves "%s" to the astrologer', (message) => {
    expect(detectCrisis(message)).toBeNull();
  });

  it('puts a medical emergency first when a message signals several crises', () => {
    expect(detectCrisis('I want to die so I took too many pills')).toBe('medical');
  });

  it('reads fullwidth letters, curly apostrophes and hidden characters as plain text', () => {
    expect(normalizeForCrisis('I DON’T\u200b   want')).toBe("i don't want");
  });

  it('names the kind of a concern too, for the callers that cannot ask twice', () => {
    expect(detectCrisis("I can't take it anymore")).toBe('suicide');
  });
});

describe('crisisHelpFor', () => {
  it('answers a crisis with the reply for its kind', () => {
    expect(crisisHelpFor('I want to kill myself')).toEqual({
      reply: crisisReply('suicide', 'en'),
      kind: 'suicide',
      language: 'en',
      level: 'crisis',
    });
  });

  it('answers a concern too, since the browser has no second look', () => {
    expect(crisisHelpFor("what's the point")).toMatchObject({ kind: 'suicide', level: 'concern' });
  });

  it('leaves everything else to the astrologer', () => {
    expect(crisisHelpFor('Is Scorpio the most intense sign?')).toBeNull();
  });

  it.skipIf(CRISIS_PACKS.es.phrases.length === 0)('answers in the message’s language', () => {
    expect(crisisHelpFor('No quiero vivir más, estoy cansada de todo')).toMatchObject({ language: 'es' });
  });
});

describe('crisisReply', () => {
  it.each(CRISIS_KINDS)(
    '%s: names the emergency number, a crisis line and a way to find local lines',
    (kind) => {
      const reply = crisisReply(kind);
      expect(reply).toMatch(/local emergency number/);
      expect(reply).toMatch(/112/);
      expect(reply).toMatch(/911/);
      expect(reply).toMatch(/999/);
      expect(reply).toMatch(/988/);
      expect(reply).toMatch(/116 123/);
      expect(reply).toContain('https://findahelpline.com');
      // No guide's voice and no reading: nothing about signs, planets or the Moon.
      expect(reply).not.toMatch(/\b(Moon|Saturn|Venus|Mars|zodiac|horoscope reading|stars say|sign)\b/);
    },
  );

  it('adds domestic abuse lines for abuse', () => {
    expect(crisisReply('abuse')).toMatch(/1-800-799-7233/);
    expect(crisisReply('abuse')).toMatch(/0808 2000 247/);
  });
});
