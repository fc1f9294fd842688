import type { DreamVoiceBank } from '../../compose/dream/dream-bank';
import { dreamMoonHeading, dreamSkyClause } from '../../compose/dream/dream-sky';
import { createDreamVoice } from '../../compose/dream/dream-voice';
import { skyForDate } from '../../sky/daily-sky';
import { emotionClauses, moonPhaseClauses, symbolClauses, unmarkedClauses } from './bank/journal-clauses';
import { JOURNAL_FRAMES } from './bank/journal-frames';
import {
  JOURNAL_ADVICE,
  JOURNAL_AFFIRMATIONS,
  JOURNAL_ELEMENT,
  JOURNAL_OPENING,
  JOURNAL_PRACTICE,
  JOURNAL_QUESTIONS,
} from './bank/journal-lines';
import { journalWisdomClauses } from './bank/journal-wisdom-lines';
import { dreamEmotionNames } from './dream-emotions';
import type {
  DreamAnalysisRequest,
  DreamJournalRequest,
  JournalWisdomRequest,
} from './dream-journal-request';
import { dreamSymbols } from './dream-symbols';
import { UNTITLED_DREAM } from './dream-texts';
import { journalMoonPhases } from './journal-moon-phases';
import {
  JOURNAL_WISDOM_TOPIC_IDS,
  type JournalWisdomTopicId,
  journalWisdomTopics,
} from './journal-wisdom-topics';

/** The journal's voice: its frames and pools, dealt by the shared dream voice. */
const JOURNAL_VOICE = {
  salt: 'dream-journal',
  frames: JOURNAL_FRAMES,
  opening: JOURNAL_OPENING,
  element: JOURNAL_ELEMENT,
  advice: JOURNAL_ADVICE,
  questions: JOURNAL_QUESTIONS,
  affirmations: JOURNAL_AFFIRMATIONS,
  wisdom: journalWisdomClauses,
  wisdomPractice: JOURNAL_PRACTICE,
  topics: journalWisdomTopics,
} as const satisfies DreamVoiceBank<JournalWisdomTopicId>;

/**
 * Offline interpretation of one recorded dream: an opening, the Moon phase the visitor chose
 * (else the real Moon of the day) and the day's real sky, each marked symbol and emotion, the
 * sign's element, one step, one question and an affirmation. Each clause sits in a frame dealt
 * for the sign and the day, and the sections come in an order the day chooses, so a dream read
 * again on another day is worded and laid out anew while reading the same symbols.
 */
function composeAnalysis(request: DreamAnalysisRequest): string {
  const voice = createDreamVoice(JOURNAL_VOICE, request);
  const { reader, framed, shared, daily } = voice;
  const phase = journalMoonPhases[request.moonPhase ?? skyForDate(request.date).moon.phase];

  const moon = () => [
    request.moonPhase
      ? `#### ${phase.emoji} The ${phase.name} you noted`
      : `#### ${dreamMoonHeading(request.date)}`,
    `${framed(shared(moonPhaseClauses[phase.id], `phase|${phase.id}`))} ${framed(dreamSkyClause(request.date))}`,
  ];
  const symbols = () =>
    request.symbols.length === 0
      ? []
      : [
          '#### Symbols in your dream',
          ...request.symbols.map((id, index) => {
            const symbol = dreamSymbols[id];
            return `- ${symbol.emoji} **${symbol.symbol}**: ${framed(shared(symbolClauses[id], `symbol|${id}`, index))}`;
          }),
        ];
  const emotions = () =>
    request.emotions.length === 0
      ? []
      : [
          '#### What you felt',
          ...request.emotions.map(
            (id, index) =>
              `- **${dreamEmotionNames[id]}**: ${framed(shared(emotionClauses[id], `emotion|${id}`, index))}`,
          ),
        ];
  const unmarked = () =>
    request.symbols.length === 0 && request.emotions.length === 0
      ? [framed(shared(unmarkedClauses, 'unmarked'))]
      : [];
  const order = daily(
    [
      [moon, symbols, emotions, unmarked],
      [symbols, emotions, unmarked, moon],
      [emotions, symbols, unmarked, moon],
      [unmarked, moon, symbols, emotions],
    ],
    'analysis-order',
  );
  return [
    `### 🌙 ${request.title ?? UNTITLED_DREAM}, read for ${reader.name}`,
    voice.opening(),
    ...order.flatMap((section) => section()),
    `#### For your ${reader.element} nature`,
    ...voice.analysisClose(),
  ].join('\n\n');
}

/**
 * Offline wisdom on one of the three topics, for a sign: four of the topic's teachings, the
 * day's real Moon, the element and a practice, in an order the day chooses.
 */
function composeWisdom(request: JournalWisdomRequest): string {
  const voice = createDreamVoice(JOURNAL_VOICE, {
    ...request,
    tab: JOURNAL_WISDOM_TOPIC_IDS.indexOf(request.topic),
  });
  const { heading, clauses } = voice.wisdom(request.topic);
  const phase = journalMoonPhases[skyForDate(request.date).moon.phase];
  const prose = clauses.slice(0, 2).join(' ');
  const bullets = `- ${clauses.slice(2).join('\n- ')}`;
  const moon = [
    `#### ${dreamMoonHeading(request.date)}`,
    `${voice.framed(voice.shared(moonPhaseClauses[phase.id], `phase|${phase.id}`))} ${voice.framed(dreamSkyClause(request.date))}`,
  ];
  const element = voice.element();
  const practice = voice.practice();
  const body = voice.daily(
    [
      [prose, bullets, ...moon, `${element} ${practice}`],
      [prose, ...moon, bullets, `${practice} ${element}`],
      [prose, `${element} ${practice}`, ...moon, bullets],
    ],
    'wisdom-order',
  );
  return [heading, ...body, voice.affirmation()].join('\n\n');
}

export const composeDreamJournalReading = (request: DreamJournalRequest): string =>
  request.kind === 'analysis' ? composeAnalysis(request) : composeWisdom(request);
