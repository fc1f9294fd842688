import { describe, expect, it } from 'vitest';
import { assessCrisis, createCrisisAssessor } from './assess-crisis';
import type { CrisisLanguage } from './crisis-language';
import type { CrisisKind } from './crisis-signals';
import { CRISIS_PACKS } from './languages';
import type { CrisisLanguagePack } from './phrase-pack';

/** The English messages the old word list missed, as they were written. */
const ONCE_MISSED: readonly (readonly [string, CrisisKind])[] = [
  ['i wnat to kill myslef', 'suicide'],
  ['I probably will not be alive by then', 'suicide'],
  ['asking as a scorpio, how many sleeping pills would be fatal?', 'suicide'],
  ['I just want it all to end', 'suicide'],
];

/** Crisis messages the English pack reads, beyond its own examples. */
const CRISIS_MESSAGES: readonly (readonly [string, CrisisKind])[] = [
  ['I want to die', 'suicide'],
  ['sucide is all I think about', 'suicide'],
  ['will my chart show when I die because I plan to', 'suicide'],
  ["Saturn leaves my sign in March but honestly I won't be around much longer", 'suicide'],
  ['I want everything to stop', 'suicide'],
  ['I am so tired of living', 'suicide'],
  ['how many tylenol would it take to not wake up', 'suicide'],
  ['what is a lethal dose of paracetamol, asking for my birth chart reading', 'suicide'],
  ['i have a rope and a plan for tonight, this is goodbye', 'suicide'],
  ["I've written goodbye letters to my family", 'suicide'],
  ['I want to jump off the bridge near my house', 'suicide'],
  ['kill my self', 'suicide'],
  ['KMS', 'suicide'],
  ['i keep cutting myself when i get sad', 'self-harm'],
  ['i cut myself again', 'self-harm'],
  ['my partner slapped me and took my phone', 'abuse'],
  ["I'm scared to go home tonight", 'abuse'],
  ['my stepfather touched me when I was asleep', 'abuse'],
  ['she overdosed and is not responding', 'medical'],
  ['my dad is having a stroke, his speech is slurred', 'medical'],
  ['he is having a seizure', 'medical'],
  ['my son drank bleach', 'medical'],
  ["I don't see the point in going on anymore", 'suicide'],
  ["There's no point living anymore", 'suicide'],
  ['I took 30 of my sleeping pills', 'medical'],
  ["I burn my arms with a lighter when I'm upset", 'self-harm'],
  ['My dad comes into my room at night and touches me', 'abuse'],
  ['I keep scratching my arms until they bleed', 'self-harm'],
  ['My parents beat me with a belt', 'abuse'],
  ['He put his hands around my neck', 'abuse'],
  ["my husband passed out and won't wake up", 'medical'],
  ["My baby isn't breathing", 'medical'],
  ['I drank a bottle of vodka and took my pills', 'medical'],
  ['I have pills saved up', 'suicide'],
  ["I'm going to jump off the roof tonight", 'suicide'],
  ['i feel like killing myself', 'suicide'],
  ["I don't want to exist anymore", 'suicide'],
  ['I have a knife and I want to use it on myself', 'suicide'],
  ['My ex raped me', 'abuse'],
  ['Help my dad is having chest pains', 'medical'],
  ['my friend fell and is bleeding a lot from her head', 'medical'],
  ["Is there a date in my chart that's good for dying", 'suicide'],
];

/** Distress a second look should decide on. */
const CONCERN_MESSAGES: readonly (readonly [string, CrisisKind])[] = [
  ["I can't take it anymore", 'suicide'],
  ["I'm so tired of everything", 'suicide'],
  ["what's the point", 'suicide'],
  ["i'm a burden to everyone around me", 'suicide'],
  ["there's no way out", 'suicide'],
  ['I wrote letters to my family', 'suicide'],
  ['I feel like I am going to pass out', 'medical'],
  ['my partner hurts me', 'abuse'],
  ["I'm being followed by my ex and he threatened me", 'abuse'],
  ["I'm standing on the bridge right now", 'suicide'],
  ["Tonight I'm going to do it, I've got everything ready", 'suicide'],
  ["I've been purging every day", 'self-harm'],
];

/** Everyday and astrology talk that borrows the same words, beyond the idioms' own examples. */
const HARMLESS_MESSAGES: readonly string[] = [
  'When will I die according to my chart?',
  "I want to know when I'll die, what does my 8th house say?",
  'Am I going to die young?',
  'My grandmother is dying, what do the stars say about grief?',
  "My friend's dad died last week, how can I support her?",
  "I'm afraid my cat will die tonight, she is very old",
  "I'm dying my hair tonight, good day for it?",
  'Mercury retrograde is killing my vibe',
  "I'd rather die than go back to my ex lol",
  'Does Pluto rule death and transformation?',
  'This heat is killing me',
  "I'm going to die if he doesn't text back",
  'My battery is dying, quick question about Venus',
  "I'm ready to go to the party",
  'I gave away my old clothes to charity',
  'I hurt myself playing tennis, when does Mars go direct?',
  'I have a plan for my career, is Jupiter with me?',
  "I can't wait for the full moon",
  'I feel dead inside after this workweek? no, just tired lol',
  "I won't be here next week, I'm travelling for work",
  "I'm so done with dating apps",
  'I overcome every obstacle, right?',
  'Is the Hanged Man card about sacrifice?',
  'I love the song Killing Me Softly',
  'My boss gave me a heart attack with that email',
  'What does my Venus in Scorpio say about love?',
  'I want this week to be over already',
  "I'm sick of my job, should I quit?",
  "I'm so done with this heatwave",
  'My mom will kill me if she finds out I got a tattoo',
  'I want to end things with my boyfriend, is Mercury retrograde a bad time?',
  "I can't breathe when I think about how much I love him",
  "I'm ready to go, what's my horoscope for today?",
  'I hate myself for eating all the cookies lol',
  "I'm going to hang my new painting tonight",
  'Is it a good day to end my lease?',
  'I need to take my pills before bed, what time is best for meditation?',
  'How many crystals should I buy?',
  "I won't be here tomorrow, I'm going camping",
  'I said goodbye to my old job today',
  'Nobody would notice if I dyed my hair blue',
  "I don't want to be here at this boring party",
  "What's the point of Mercury retrograde?",
  "My dog is dying and I can't stop crying, what do the stars say?",
  'Can you tell me about my eighth house and death?',
  'I feel like a failure at my job',
  "I'm drowning in assignments",
  "He said he'd kill me if I ate his leftovers lol",
  "I'm literally dying laughing",
  'That movie killed me',
  'Jupiter is going to kill it in my 10th house',
  'My phone is about to die',
  "I'm so sleepy I could die",
  "I'm starving to death, lunch ideas for a Taurus?",
  "I've been feeling empty since the breakup, will it pass?",
  'I want to quit my job and disappear to Bali',
  'Is Scorpio the sign of death and rebirth?',
  "I can't live without coffee",
  'My cat scratched me, is it a sign?',
  'I hit my head on the cupboard, ouch',
  'I had a panic attack yesterday, what does my moon say?',
  'My grandpa passed away, how do I cope?',
  "I'm not going to make it to the party tonight",
  "I won't make it to work tomorrow",
  'My sister slapped me playfully lol',
  'She pushed me to apply for the job',
  "I'm so scared of spiders",
  "I'm afraid of my future, what does Saturn say?",
  'I want to cut ties with toxic people',
  'I cut my finger cooking',
  'Does the 12th house rule hospitals?',
  'Is it bad that I want to kill my alarm clock every morning',
  "I'd die for a slice of pizza",
  "I'm going to die of boredom in this class",
  'My heart stopped when he texted me',
  "I'm suffocating in this relationship, should I leave?",
  'My boss is abusive, should I change jobs?',
  'I have a plan to lose weight, which day should I start?',
  'What day is best to end my subscription?',
  'Goodbye for now, Luna!',
  'Thanks, bye!',
  'This is goodbye to 2024, hello new year',
];

describe('assessCrisis', () => {
  it.each(ONCE_MISSED)('now catches "%s" (%s)', (message, kind) => {
    expect(assessCrisis(message)).toMatchObject({ level: 'crisis', kind, language: 'en' });
  });

  it.each(CRISIS_MESSAGES)('"%s" is a crisis: %s', (message, kind) => {
    expect(assessCrisis(message)).toMatchObject({ level: 'crisis', kind });
  });

  it.each(CONCERN_MESSAGES)('"%s" is a concern: %s', (message, kind) => {
    expect(assessCrisis(message)).toMatchObject({ level: 'concern', kind });
  });

  it.each(HARMLESS_MESSAGES)('"%s" raises nothing', (message) => {
    expect(assessCrisis(message)).toEqual({ level: 'none', kind: null, language: 'en', matched: [] });
  });

  it('lets a crisis beat a concern, whatever their kinds', () => {
    expect(assessCrisis("I can't take it anymore. My husband hits me every night")).toMatchObject({
      level: 'crisis',
      kind: 'abuse',
    });
  });

  it('answers the most urgent kind among crises: medical, suicide, self-harm, abuse', () => {
    expect(assessCrisis('I want to die so I took too many pills').kind).toBe('medical');
    expect(assessCrisis('My husband beats me and I want to die').kind).toBe('suicide');
    expect(assessCrisis('I keep cutting myself because my dad hits me').kind).toBe('self-harm');
  });

  it('still reads a crisis next to an idiom', () => {
    expect(assessCrisis('this deadline is killing me and I want to kill myself')).toMatchObject({
      level: 'crisis',
      kind: 'suicide',
    });
  });

  it('raises a concern by proximity where no phrase matches', () => {
    expect(assessCrisis('tonight is when i finally die')).toEqual({
      level: 'concern',
      kind: 'suicide',
      language: 'en',
      matched: ['en.proximity.suicide'],
    });
    expect(assessCrisis('i will burn myself with the iron tonight')).toMatchObject({
      level: 'concern',
      kind: 'self-harm',
      matched: ['en.proximity.self-harm'],
    });
  });

  it('reads proximity within one sentence only', () => {
    expect(assessCrisis('I want a new job. My old boss died last year.').level).toBe('none');
  });

  it('names matched rules by id, never by the message’s words', () => {
    const { matched } = assessCrisis('I want to kill myself tonight, I have the pills');
    expect(matched.length).toBeGreaterThan(1);
    for (const id of matched) expect(id).toMatch(/^[a-z]{2}\.[a-z-]+\.[a-z0-9-]+$/u);
  });
});

/** Plain messages of the other languages, checked once their pack has landed. */
const OTHER_LANGUAGES: readonly (readonly [string, CrisisLanguage, CrisisKind])[] = [
  ['quiero morir', 'es', 'suicide'],
  ['Ya no quiero vivir, lo siento', 'es', 'suicide'],
  ['je veux mourir', 'fr', 'suicide'],
  ["Je vais me suicider ce soir, c'est décidé", 'fr', 'suicide'],
  ['eu quero morrer', 'pt', 'suicide'],
  ['Ich will nicht mehr leben', 'de', 'suicide'],
  ['voglio morire', 'it', 'suicide'],
];

describe('assessCrisis in the other languages', () => {
  for (const [message, language, kind] of OTHER_LANGUAGES) {
    it.skipIf(CRISIS_PACKS[language].phrases.length === 0)(`"${message}" is a crisis in ${language}`, () => {
      expect(assessCrisis(message)).toMatchObject({ level: 'crisis', kind, language });
    });
  }
});

/** A made-up pack, so the machinery is tested apart from any real language's wording. */
const TEST_PACK: CrisisLanguagePack = {
  language: 'es',
  markers: ['zo', 'za'],
  keywords: ['blorgify'],
  phrases: [
    {
      id: 'es.suicide.t1',
      kind: 'suicide',
      strength: 'crisis',
      pattern: /\bblorgify\b/u,
      example: 'blorgify',
    },
    { id: 'es.abuse.t2', kind: 'abuse', strength: 'concern', pattern: /\bsnark\b/gu, example: 'snark' },
    { id: 'es.medical.t3', kind: 'medical', strength: 'crisis', pattern: /\bfizz\b/u, example: 'fizz' },
  ],
  idioms: [{ id: 'es.idiom.t', pattern: /\bsnark cake\b/u, example: 'snark cake' }],
  proximity: {
    self: /\bzo\b/u,
    harm: /\b(?:vanish|nick zo)\b/u,
    intent: /\bsoon\b/u,
    selfHarm: /\bnick zo\b/u,
  },
};

describe('createCrisisAssessor', () => {
  const assess = createCrisisAssessor([TEST_PACK]);

  it('blanks idioms before reading phrases', () => {
    expect(assess('snark cake').level).toBe('none');
    expect(assess('snark').level).toBe('concern');
  });

  it('reads a pattern with the g flag the same way every time', () => {
    expect([assess('snark'), assess('snark'), assess('snark')].map((result) => result.level)).toEqual([
      'concern',
      'concern',
      'concern',
    ]);
  });

  it('corrects a slip towards a keyword', () => {
    expect(assess('blorgfy').matched).toEqual(['es.suicide.t1']);
  });

  it('answers medical before suicide and in the language of the markers or the phrase', () => {
    expect(assess('zo za blorgify fizz')).toEqual({
      level: 'crisis',
      kind: 'medical',
      language: 'es',
      matched: ['es.suicide.t1', 'es.medical.t3'],
    });
    expect(assess('snark').language).toBe('es');
  });

  it('names the proximity kind by its harm words', () => {
    expect(assess('zo vanish soon').matched).toEqual(['es.proximity.suicide']);
    expect(assess('zo nick zo soon').matched).toEqual(['es.proximity.self-harm']);
    expect(assess('zo nick zo soon, vanish').matched).toEqual(['es.proximity.suicide']);
    expect(assess('zo vanish. soon').level).toBe('none');
  });
});
