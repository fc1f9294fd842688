import type { DreamVoiceBank } from '../../compose/dream/dream-bank';
import { createDreamVoice } from '../../compose/dream/dream-voice';
import { skyForDate } from '../../sky/daily-sky';
import {
  emotionClauses,
  journalClauses,
  moonPhaseClauses,
  symbolClauses,
  unmarkedClauses,
} from './bank/journal-clauses';
import { JOURNAL_FRAMES } from './bank/journal-frames';
import { JOURNAL_AFFIRMATIONS, JOURNAL_QUESTIONS } from './bank/journal-lines';
import { dreamEmotionNames } from './dream-emotions';
import type {
  DreamAnalysisRequest,
  DreamJournalRequest,
  JournalWisdomRequest,
} from './dream-journal-request';
import { dreamSymbols } from './dream-symbols';
import { journalMoonPhases } from './journal-moon-phases';
import { type JournalWisdomTopicId, journalWisdomTopics } from './journal-wisdom-topics';
import { UNTITLED_DREAM } from './dream-texts';

/** The journal's voice: its frames, pools and clauses, dealt by the shared dream voice. */
const JOURNAL_VOICE = {
  salt: 'dream-journal',
  frames: JOURNAL_FRAMES,
  questions: JOURNAL_QUESTIONS,
  affirmations: JOURNAL_AFFIRMATIONS,
  clauses: journalClauses,
  topics: journalWisdomTopics,
} as const satisfies DreamVoiceBank<JournalWisdomTopicId>;

/**
 * Offline interpretation of one recorded dream: an opening, the Moon phase the visitor chose
 * (else the real Moon of the day), each marked symbol and emotion, the sign's element, one
 * step, one question and an affirmation. Each clause sits in a frame dealt for the sign and
 * the day, so the twelve signs reading the same dream share no sentence and a sign re-reading
 * it repeats none within the week.
 */
function composeAnalysis(request: DreamAnalysisRequest): string {
  const voice = createDreamVoice(JOURNAL_VOICE, request);
  const { reader, framed, daily } = voice;
  const phase = journalMoonPhases[request.moonPhase ?? skyForDate(request.date).moon.phase];

  const lines = [`### 🌙 ${request.title ?? UNTITLED_DREAM}, read for ${reader.name}`];
  lines.push(voice.opening());
  lines.push(
    `#### ${phase.emoji} ${request.moonPhase ? `The ${phase.name} you noted` : `Tonight's ${phase.name}`}`,
    framed(moonPhaseClauses[phase.id]),
  );
  if (request.symbols.length > 0) {
    lines.push('#### Symbols in your dream');
    for (const id of request.symbols) {
      const symbol = dreamSymbols[id];
      lines.push(`- ${symbol.emoji} **${symbol.symbol}**: ${framed(daily(symbolClauses[id], id))}`);
    }
  }
  if (request.emotions.length > 0) {
    lines.push('#### What you felt');
    for (const id of request.emotions) {
      lines.push(`- **${dreamEmotionNames[id]}**: ${framed(emotionClauses[id])}`);
    }
  }
  if (request.symbols.length === 0 && request.emotions.length === 0) {
    lines.push(framed(daily(unmarkedClauses, 'unmarked')));
  }
  lines.push(`#### For your ${reader.element} nature`, ...voice.analysisClose());
  return lines.join('\n\n');
}

/** Offline wisdom on one of the three topics, for a sign, grounded in the day's real Moon. */
function composeWisdom(request: JournalWisdomRequest): string {
  const voice = createDreamVoice(JOURNAL_VOICE, request);
  const phase = journalMoonPhases[skyForDate(request.date).moon.phase];
  return [
    ...voice.wisdom(request.topic),
    `#### ${phase.emoji} ${phase.name} tonight`,
    `${voice.framed(moonPhaseClauses[phase.id])} ${voice.element()}`,
    voice.practice(),
    voice.affirmation(),
  ].join('\n\n');
}

export const composeDreamJournalReading = (request: DreamJournalRequest): string =>
  request.kind === 'analysis' ? composeAnalysis(request) : composeWisdom(request);
