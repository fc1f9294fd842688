import { createFrameVoice, type FrameVoice } from '../../compose/frame-dealer';
import { planetNames } from '../../content/body-names';
import { signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import {
  adviceClauses,
  elementClauses,
  emotionClauses,
  moonPhaseClauses,
  openingClauses,
  symbolClauses,
  unmarkedClauses,
  wisdomClauses,
  wisdomPracticeClauses,
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
import { journalWisdomTopics } from './journal-wisdom-topics';
import { UNTITLED_DREAM } from './dream-texts';

const voiceFor = ({ sign, date }: DreamJournalRequest): FrameVoice => {
  const reader = signs[sign];
  return createFrameVoice({
    salt: 'dream-journal',
    sign,
    date,
    slots: {
      sign: reader.name,
      element: reader.element,
      modality: reader.modality,
      ruler: planetNames[reader.ruler],
    },
  });
};

/**
 * Offline interpretation of one recorded dream: an opening, the Moon phase the visitor chose
 * (else the real Moon of the day), each marked symbol and emotion, the sign's element, one
 * step, one question and an affirmation. Each clause sits in a frame dealt for the sign and
 * the day, so the twelve signs reading the same dream share no sentence and a sign re-reading
 * it repeats none within the week.
 */
function composeAnalysis(request: DreamAnalysisRequest): string {
  const reader = signs[request.sign];
  const voice = voiceFor(request);
  const phase = journalMoonPhases[request.moonPhase ?? skyForDate(request.date).moon.phase];
  let place = 0;
  const framed = (clause: string) => voice.framed(JOURNAL_FRAMES, clause, place++);
  const dailyClause = (clauses: readonly string[], name: string) => voice.daily(clauses, name);

  const lines = [`### 🌙 ${request.title ?? UNTITLED_DREAM}, read for ${reader.name}`];
  lines.push(framed(dailyClause(openingClauses, 'opening')));
  lines.push(
    `#### ${phase.emoji} ${request.moonPhase ? `The ${phase.name} you noted` : `Tonight's ${phase.name}`}`,
    framed(moonPhaseClauses[phase.id]),
  );
  if (request.symbols.length > 0) {
    lines.push('#### Symbols in your dream');
    for (const id of request.symbols) {
      const symbol = dreamSymbols[id];
      lines.push(`- ${symbol.emoji} **${symbol.symbol}**: ${framed(dailyClause(symbolClauses[id], id))}`);
    }
  }
  if (request.emotions.length > 0) {
    lines.push('#### What you felt');
    for (const id of request.emotions) {
      lines.push(`- **${dreamEmotionNames[id]}**: ${framed(emotionClauses[id])}`);
    }
  }
  if (request.symbols.length === 0 && request.emotions.length === 0) {
    lines.push(framed(dailyClause(unmarkedClauses, 'unmarked')));
  }
  lines.push(
    `#### For your ${reader.element} nature`,
    `${framed(dailyClause(elementClauses[reader.element], 'element'))} ${framed(dailyClause(adviceClauses, 'advice'))}`,
    voice.everySign(JOURNAL_QUESTIONS, 'question'),
    `*${voice.everySign(JOURNAL_AFFIRMATIONS, 'affirmation')}*`,
  );
  return lines.join('\n\n');
}

/** Offline wisdom on one of the three topics, for a sign, grounded in the day's real Moon. */
function composeWisdom(request: JournalWisdomRequest): string {
  const reader = signs[request.sign];
  const voice = voiceFor(request);
  const topic = journalWisdomTopics[request.topic];
  const phase = journalMoonPhases[skyForDate(request.date).moon.phase];
  const framedAt = (clause: string, at: number) => voice.framed(JOURNAL_FRAMES, clause, at);
  // Four of the topic's five clauses, a different one left out each day. Each clause keeps
  // its own place, so its frame, not its neighbour's, moves on day by day.
  const clauses = wisdomClauses[request.topic];
  const left = voice.daily(clauses, `wisdom|${request.topic}`);
  const chosen = clauses.flatMap((clause, index) => (clause === left ? [] : [framedAt(clause, index)]));
  let place = clauses.length;
  const framed = (clause: string) => framedAt(clause, place++);
  return [
    `### ${topic.emoji} ${topic.title} for ${reader.name}`,
    chosen.slice(0, 2).join(' '),
    `- ${chosen.slice(2).join('\n- ')}`,
    `#### ${phase.emoji} ${phase.name} tonight`,
    `${framed(moonPhaseClauses[phase.id])} ${framed(voice.daily(elementClauses[reader.element], 'element'))}`,
    framed(voice.daily(wisdomPracticeClauses, 'practice')),
    `*${voice.everySign(JOURNAL_AFFIRMATIONS, 'affirmation')}*`,
  ].join('\n\n');
}

export const composeDreamJournalReading = (request: DreamJournalRequest): string =>
  request.kind === 'analysis' ? composeAnalysis(request) : composeWisdom(request);
