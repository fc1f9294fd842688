import { describe, expect, it } from 'vitest';
import type { TopicBank } from './bank/topic-bank';
import { SIGN_IDS, signs } from '../../content/signs';
import { stripMarkdown } from '../../compose/quality/sentence-stats';
import { skyForDate } from '../../sky/daily-sky';
import { addDays } from '../../time/calendar-date';
import { topicBanks } from './bank/topic-banks';
import { moonPhaseNounPhrases } from '../../compose/moon-phase-words';
import { LUNATION_NAMES } from '../../compose/sky-event-facts';
import { WELLBEING_TOPIC_IDS, wellbeingTopics } from './wellbeing-topics';
import { composeWellbeingReading } from './wellbeing-reading';
import { asOneSentence, lowerSentenceStart } from './wellbeing-voice';

const DATES = ['2026-01-05', '2026-04-17', '2026-08-29', '2027-02-11'] as const;
const sample = WELLBEING_TOPIC_IDS.flatMap((topic) =>
  SIGN_IDS.filter((_, index) => index % 3 === 0).flatMap((sign) =>
    DATES.map((date) => ({ sign, topic, date, reading: composeWellbeingReading({ sign, topic, date }) })),
  ),
);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('composeWellbeingReading', () => {
  it('writes at least 120 words, with a practice section and a question section', () => {
    for (const { sign, topic, date, reading } of sample) {
      const where = `${sign} ${topic} ${date}`;
      expect(words(stripMarkdown(reading.markdown)), where).toBeGreaterThanOrEqual(120);
      expect(reading.markdown.match(/^### /gm)?.length, where).toBe(2);
      expect(reading.body, where).toMatch(/\?\n|\?$/);
    }
  });

  it('names the real Moon of the day: its phase and its sign', () => {
    for (const { sign, topic, date, reading } of sample) {
      const sky = skyForDate(date);
      const phase = moonPhaseNounPhrases[sky.moon.phase];
      expect(reading.body.toLowerCase(), `${sign} ${topic} ${date}`).toContain(
        phase.split(' ').slice(1).join(' ').toLowerCase(),
      );
      // On the day of a lunation the Moon is read in the lunation's sign, never a sign it reaches later.
      const moonSign = sky.moon.lunation?.sign ?? sky.moon.sign;
      expect(reading.body, `${sign} ${topic} ${date}`).toContain(signs[moonSign].name);
      expect(reading.facts[0]).toMatch(new RegExp(`^Moon in ${signs[sky.moon.sign].name}, `));
    }
  });

  it("holds one of the topic's own practices and one of its questions", () => {
    for (const { sign, topic, date, reading } of sample) {
      const bank = topicBanks[topic];
      const where = `${sign} ${topic} ${date}`;
      expect(
        bank.practices.some((practice) => reading.body.includes(lowerSentenceStart(asOneSentence(practice)))),
        where,
      ).toBe(true);
      expect(
        bank.questions.some((question) => reading.body.includes(lowerSentenceStart(question))),
        where,
      ).toBe(true);
    }
  });

  it('adds a line pointing to real help on exactly the topics with a care note', () => {
    for (const { sign, topic, date, reading } of sample) {
      const bank: TopicBank = topicBanks[topic];
      const careLine = bank.care?.find((line) => reading.body.includes(lowerSentenceStart(line)));
      expect(careLine !== undefined, `${sign} ${topic} ${date}`).toBe('careNote' in wellbeingTopics[topic]);
    }
  });

  it('reads as written: no empty slots, article slips, doubled words or a third person', () => {
    for (const { sign, topic, date, reading } of sample) {
      // The body speaks to "you"; only the affirmation is in the reader's own voice.
      const text = stripMarkdown(reading.body);
      const where = `${sign} ${topic} ${date}`;
      expect(text, where).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
      expect(text, where).not.toMatch(/\ba [aeiou]|\ban [^aeiouh\s]|\b(\w+) \1\b/i);
      expect(text, where).not.toMatch(/\b(he|she|his|her|my)\b/);
      expect(text, where).not.toMatch(/\bdiagnos|\bcure\b|\bmedication\b/i);
    }
  });

  it('changes its outline from one day to the next', () => {
    const outline = (date: string) =>
      composeWellbeingReading({ sign: 'virgo', topic: 'shadow-work', date })
        .body.split('\n\n')
        .map((block) => (block.startsWith('### ') ? 'h' : 'p'))
        .join('');
    const shapes = [0, 1, 2].map((day) => outline(addDays('2026-06-01', day)));
    expect(new Set(shapes).size, shapes.join(' / ')).toBeGreaterThanOrEqual(2);
  });

  it('is the same reading for the same sign, topic and date, and differs on the next day', () => {
    const request = { sign: 'pisces', topic: 'meditation-mindfulness', date: '2026-10-10' } as const;
    expect(composeWellbeingReading(request)).toEqual(composeWellbeingReading(request));
    expect(composeWellbeingReading({ ...request, date: '2026-10-11' }).markdown).not.toBe(
      composeWellbeingReading(request).markdown,
    );
  });

  it('closes with an affirmation in italics and titles the reading with the topic, sign and date', () => {
    const reading = composeWellbeingReading({ sign: 'aries', topic: 'zodiac-exercise', date: '2026-03-21' });
    expect(reading.markdown.startsWith('**🏃 Zodiac Exercise for Aries · Mar 21 · ')).toBe(true);
    expect(reading.markdown.endsWith(`*Affirmation for Mar 21: ${reading.affirmation}*`)).toBe(true);
    expect(reading.facts).toContain('Topic: Zodiac Exercise');
  });

  it('names a New, Full or quarter Moon only on its own day, in the sign it happens in', () => {
    const start = '2027-03-10';
    for (let offset = 0; offset < 40; offset += 1) {
      const date = addDays(start, offset);
      const { lunation } = skyForDate(date).moon;
      const { markdown } = composeWellbeingReading({ sign: 'leo', topic: 'dream-interpretation', date });
      for (const match of markdown.matchAll(/\b(New|Full|First Quarter|Last Quarter) Moon in (\w+)/g)) {
        const named = `${match[1] ?? ''} Moon in ${match[2] ?? ''}`;
        const real = lunation ? `${LUNATION_NAMES[lunation.type]} in ${signs[lunation.sign].name}` : 'none';
        expect(named, date).toBe(real);
      }
    }
  });
});
