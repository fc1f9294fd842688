import { EN_CONCEPTS } from '../concepts/en';
import type { CrisisLanguagePack } from '../phrase-pack';
import { ABUSE_WORDS } from './en/abuse';
import { EN_IDIOMS } from './en/idioms';
import { MEDICAL_WORDS } from './en/medical';
import { EN_PROXIMITY } from './en/proximity';
import { SELF_HARM_WORDS } from './en/self-harm';
import { SUICIDE_WORDS } from './en/suicide';
import { SUICIDE_PLANS } from './en/suicide-plans';

/** English: the phrases, idioms and word lists of the crisis layer (see phrase-pack.ts). */
export const enPack: CrisisLanguagePack = {
  language: 'en',
  // Frequent words no other pack language uses ("me", "no", "so", "am" and "will" are left out:
  // Spanish, Italian or German share them).
  markers: [
    'i',
    "i'm",
    'im',
    "i've",
    "don't",
    'dont',
    "can't",
    "it's",
    'the',
    'and',
    'you',
    'my',
    'is',
    'it',
    'this',
    'that',
    'what',
    'with',
    'have',
    'want',
    'to',
    'of',
    'just',
    'be',
    'not',
    'anymore',
  ],
  // Checked against an English word list: none of these is one slip away from an everyday
  // word ("overdose" is left out for "overdone", "hopeless" for "homeless", "dying" for "dyeing").
  keywords: [
    'suicide',
    'suicidal',
    'myself',
    'unalive',
    'unalived',
    'unaliving',
    'selfharm',
    'anymore',
    'everything',
    'forever',
    'tonight',
    'tomorrow',
    'goodbye',
    'goodbyes',
    'nobody',
    'burden',
    'burdens',
    'disappear',
    'disappeared',
    'disappears',
    'lethal',
    'suffocate',
    'suffocated',
    'suffocating',
    'suffocation',
    'unconscious',
    'unresponsive',
    'seizure',
    'seizures',
    'anaphylaxis',
    'anaphylactic',
    'antifreeze',
    'paracetamol',
    'ibuprofen',
    'acetaminophen',
    'tylenol',
    'painkiller',
    'painkillers',
  ],
  phrases: [...SUICIDE_WORDS, ...SUICIDE_PLANS, ...SELF_HARM_WORDS, ...ABUSE_WORDS, ...MEDICAL_WORDS],
  idioms: EN_IDIOMS,
  proximity: EN_PROXIMITY,
  concepts: EN_CONCEPTS,
};
