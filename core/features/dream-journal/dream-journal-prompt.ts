import { signs } from '@core/content/signs';
import { dreamEmotionNames } from '@core/features/dream-journal/dream-emotions';
import {
  DREAM_DESCRIPTION_MAX_LENGTH,
  DREAM_TITLE_MAX_LENGTH,
  type DreamAnalysisRequest,
  type DreamJournalRequest,
  type JournalWisdomRequest,
} from '@core/features/dream-journal/dream-journal-request';
import { UNTITLED_DREAM } from '@core/features/dream-journal/dream-texts';
import { dreamSymbols } from '@core/features/dream-journal/dream-symbols';
import { journalMoonPhases } from '@core/features/dream-journal/journal-moon-phases';
import { journalWisdomTopics } from '@core/features/dream-journal/journal-wisdom-topics';
import { skyForDate } from '@core/sky/daily-sky';
import { type ReadingPrompt, readingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeMoon, fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The Cosmic Dream Journal prompts (tool spec §7): the sign's name and element, and for an
 * analysis the dream's title, description, emotions, symbols and the Moon phase the visitor
 * noted; for a wisdom topic, the topic. Both carry the real Moon of the visitor's day. The
 * title and description are the visitor's own words, so they travel only as quoted user data.
 */
export const DREAM_JOURNAL_SYSTEM_MESSAGE = [
  'You are the gentle dream interpreter of Cosmic Guide, an astrology app. You help a reader',
  'understand a dream they wrote down, through their zodiac sign and the Moon.',
  '',
  'Use ONLY the sky facts in the message; never add planets, aspects or dates that are not listed.',
  'Dream reading here is for reflection: offer possible meanings and questions, never certain',
  'predictions, diagnoses or medical advice. If a dream sounds distressing, be kind and suggest',
  'talking to someone they trust. Address the reader as "you".',
  '',
  'Write 180 to 320 words in markdown with short ### headings and a few bullet points, and close with',
  'a one-line affirmation in italics. Never write HTML tags, code blocks, links or images.',
].join('\n');

const listOr = (items: readonly string[], none: string) => (items.length > 0 ? items.join(', ') : none);

function analysisPrompt(request: DreamAnalysisRequest): ReadingPrompt {
  const sign = signs[request.sign];
  const sky = skyForDate(request.date);
  const phase = request.moonPhase ? journalMoonPhases[request.moonPhase] : null;
  const user = [
    `Interpret the dream quoted above for ${sign.name} ${sign.symbol}, a ${sign.element} sign. Its title is dream_title and its text is dream_description.`,
    `Date: ${fullDateLabel(request.date)}.`,
    '',
    `Emotions felt in the dream: ${listOr(
      request.emotions.map((id) => dreamEmotionNames[id]),
      'none noted',
    )}.`,
    `Symbols noticed: ${listOr(
      request.symbols.map((id) => `${dreamSymbols[id].symbol} (${dreamSymbols[id].meaning})`),
      'none noted',
    )}.`,
    `Moon phase the reader noted for the dream: ${phase ? `${phase.name} (${phase.meaning})` : 'not noted'}.`,
    `The real Moon today: ${describeMoon(sky)}.`,
    '',
    `Explain what the dream may be saying to a ${sign.element} sign like ${sign.name}: its symbols, its feelings and its Moon, then one practical step and one question to reflect on.`,
  ];
  return readingPrompt({
    system: DREAM_JOURNAL_SYSTEM_MESSAGE,
    user: user.join('\n'),
    userData: [
      { label: 'dream_title', value: request.title ?? UNTITLED_DREAM, maxLength: DREAM_TITLE_MAX_LENGTH },
      { label: 'dream_description', value: request.description, maxLength: DREAM_DESCRIPTION_MAX_LENGTH },
    ],
  });
}

function wisdomPrompt(request: JournalWisdomRequest): ReadingPrompt {
  const sign = signs[request.sign];
  const topic = journalWisdomTopics[request.topic];
  const user = [
    `Write dream wisdom on "${topic.title}" (${topic.summary}) for ${sign.name} ${sign.symbol}, a ${sign.element} sign.`,
    `Date: ${fullDateLabel(request.date)}.`,
    `The real Moon today: ${describeMoon(skyForDate(request.date))}.`,
    '',
    `Offer ${sign.name} personal guidance on ${topic.title.toLowerCase()} in dreams, tied to their element and today's Moon.`,
  ];
  return readingPrompt({ system: DREAM_JOURNAL_SYSTEM_MESSAGE, user: user.join('\n') });
}

export const buildDreamJournalPrompt = (request: DreamJournalRequest): ReadingPrompt =>
  request.kind === 'analysis' ? analysisPrompt(request) : wisdomPrompt(request);
