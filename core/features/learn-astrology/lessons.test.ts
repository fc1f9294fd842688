import { describe, expect, it } from 'vitest';
import {
  LESSON_CATEGORIES,
  LESSON_DIFFICULTIES,
  LESSON_IDS,
  RECOMMENDED_PATH,
  lessonWordCount,
  withReadingTime,
  type Lesson,
} from './lesson';
import { LESSON_SUMMARY_LIST } from './lesson-summaries';
import { LESSONS, lessonById } from './lessons/lesson-catalogue';

/** Sentences as a reader sees them: split after ., ! or ? and a space (the lessons use no abbreviations). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());

/** Compared case- and spacing-folded, so a shared sentence cannot hide behind a capital letter. */
const fold = (sentence: string) => sentence.toLowerCase().replace(/\s+/g, ' ');

/** Every running text of a lesson with where it sits, for the messages of failing checks. */
const textsOf = (lesson: Lesson) => [
  { where: `${lesson.id} description`, text: lesson.description },
  ...lesson.sections.flatMap((section) =>
    [...section.paragraphs, ...(section.examples ?? [])].map((text) => ({
      where: `${lesson.id} "${section.heading}"`,
      text,
    })),
  ),
  ...lesson.quiz.flatMap((question, index) => [
    { where: `${lesson.id} quiz ${index + 1} question`, text: question.question },
    { where: `${lesson.id} quiz ${index + 1} explanation`, text: question.explanation },
  ]),
];

describe('the Learn Astrology lessons', () => {
  it('holds the ten lessons in display order, with unique kebab-case ids', () => {
    expect(LESSONS.map((lesson) => lesson.id)).toEqual([...LESSON_IDS]);
    expect(LESSONS).toHaveLength(10);
    expect(new Set(LESSONS.map((lesson) => lesson.id)).size).toBe(10);
    for (const { id } of LESSONS) expect(id, `${id} is not kebab-case`).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('uses every category and every difficulty, and nothing else', () => {
    for (const lesson of LESSONS) {
      expect(LESSON_CATEGORIES, `${lesson.id} category`).toContain(lesson.category);
      expect(LESSON_DIFFICULTIES, `${lesson.id} difficulty`).toContain(lesson.difficulty);
    }
    expect(new Set(LESSONS.map((lesson) => lesson.category))).toEqual(new Set(LESSON_CATEGORIES));
    expect(new Set(LESSONS.map((lesson) => lesson.difficulty))).toEqual(new Set(LESSON_DIFFICULTIES));
  });

  it('gives each lesson a distinct title and a one- or two-sentence description', () => {
    expect(new Set(LESSONS.map((lesson) => lesson.title)).size).toBe(10);
    for (const lesson of LESSONS) {
      expect(lesson.title.trim(), `${lesson.id} title`).not.toBe('');
      const sentences = sentencesOf(lesson.description);
      expect(sentences.length, `${lesson.id} description sentence count`).toBeLessThanOrEqual(2);
    }
  });

  it('writes each lesson as a real lesson: at least 600 words in 4 to 7 headed sections', () => {
    for (const lesson of LESSONS) {
      expect(lessonWordCount(lesson.sections), `${lesson.id} word count`).toBeGreaterThanOrEqual(600);
      expect(lesson.sections.length, `${lesson.id} section count`).toBeGreaterThanOrEqual(4);
      expect(lesson.sections.length, `${lesson.id} section count`).toBeLessThanOrEqual(7);
      const headings = lesson.sections.map((section) => section.heading);
      expect(new Set(headings).size, `${lesson.id} repeats a heading`).toBe(headings.length);
      for (const section of lesson.sections) {
        expect(section.heading, `${lesson.id} heading "${section.heading}"`).toMatch(/^[A-Z0-9].*[^.\s]$/);
        expect(section.paragraphs.length, `${lesson.id} "${section.heading}" has no prose`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('keeps every text plain: complete sentences, no HTML, no markdown, no stray spacing', () => {
    for (const lesson of LESSONS) {
      const headings = lesson.sections.map((section) => ({
        where: `${lesson.id} heading`,
        text: section.heading,
      }));
      for (const { where, text } of [...textsOf(lesson), ...headings]) {
        expect(text, `${where} has stray spacing`).toBe(text.trim().replace(/\s+/g, ' '));
        expect(text, `${where} contains markup: "${text}"`).not.toMatch(/[<>*#_`[\]]|\]\(/);
      }
      for (const { where, text } of textsOf(lesson)) {
        for (const sentence of sentencesOf(text)) {
          expect(sentence, `${where}: "${sentence}"`).toMatch(/^[A-Z0-9].*[.!?]$/);
        }
      }
    }
  });

  it('ends each lesson with a self-check quiz of two or three explained questions', () => {
    for (const lesson of LESSONS) {
      expect(lesson.quiz.length, `${lesson.id} quiz length`).toBeGreaterThanOrEqual(2);
      expect(lesson.quiz.length, `${lesson.id} quiz length`).toBeLessThanOrEqual(3);
      lesson.quiz.forEach((question, index) => {
        const where = `${lesson.id} quiz ${index + 1}`;
        expect(question.choices.length, `${where} choice count`).toBeGreaterThanOrEqual(3);
        expect(question.choices.length, `${where} choice count`).toBeLessThanOrEqual(4);
        expect(new Set(question.choices).size, `${where} repeats a choice`).toBe(question.choices.length);
        expect(Number.isInteger(question.answerIndex), `${where} answer index`).toBe(true);
        expect(question.answerIndex, `${where} answer index`).toBeGreaterThanOrEqual(0);
        expect(question.answerIndex, `${where} answer index`).toBeLessThan(question.choices.length);
        expect(question.question, `${where} should ask`).toMatch(/\?$/);
        expect(question.explanation.split(' ').length, `${where} explanation too short`).toBeGreaterThan(8);
      });
    }
  });

  it('never repeats a sentence within a lesson', () => {
    for (const lesson of LESSONS) {
      const seen = new Map<string, string>();
      const repeats: string[] = [];
      for (const { where, text } of textsOf(lesson)) {
        for (const sentence of sentencesOf(text).map(fold)) {
          const earlier = seen.get(sentence);
          if (earlier === undefined) seen.set(sentence, where);
          else repeats.push(`${where} repeats "${sentence}" from ${earlier}`);
        }
      }
      expect(repeats, `${lesson.id} repeats itself`).toEqual([]);
    }
  });

  it('never shares a sentence between two lessons', () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const lesson of LESSONS) {
      const own = new Set(textsOf(lesson).flatMap(({ text }) => sentencesOf(text).map(fold)));
      for (const sentence of own) {
        const other = owner.get(sentence);
        if (other === undefined) owner.set(sentence, lesson.id);
        else shared.push(`${lesson.id} shares "${sentence}" with ${other}`);
      }
    }
    expect(shared).toEqual([]);
  });

  it('draws the live sky where it teaches: planets today, and example wheels for houses and the natal chart', () => {
    const illustrated = Object.fromEntries(
      LESSONS.filter((lesson) => lesson.liveSky !== undefined).map((lesson) => [lesson.id, lesson.liveSky]),
    );
    expect(illustrated).toEqual({
      'the-planets': 'planets-today',
      'the-twelve-houses': 'example-wheel-houses',
      'the-natal-chart': 'example-wheel-natal',
    });
  });

  it('finds a lesson by id, and nothing for an unknown id', () => {
    for (const lesson of LESSONS) expect(lessonById(lesson.id), lesson.id).toBe(lesson);
    expect(lessonById('astrology-for-cats')).toBeUndefined();
    expect(lessonById('toString')).toBeUndefined();
  });
});

describe('the lesson cards', () => {
  it('summarise each lesson exactly, reading time included, so a card never disagrees with its lesson', () => {
    expect(LESSON_SUMMARY_LIST.map((summary) => summary.id)).toEqual([...LESSON_IDS]);
    LESSON_SUMMARY_LIST.forEach((summary, index) => {
      const { sections: _sections, quiz: _quiz, ...fromLesson } = LESSONS[index] as Lesson;
      expect(
        summary,
        `${summary.id}: update its summary in lesson-summaries.ts (minutes come from its words)`,
      ).toEqual(fromLesson);
    });
  });
});

describe('the recommended path', () => {
  it('takes a newcomer through three distinct existing beginner lessons, each with one line of why', () => {
    expect(RECOMMENDED_PATH).toHaveLength(3);
    expect(new Set(RECOMMENDED_PATH.map((step) => step.lessonId)).size).toBe(3);
    for (const step of RECOMMENDED_PATH) {
      const lesson = lessonById(step.lessonId);
      expect(lesson, `path step ${step.lessonId} names no lesson`).toBeDefined();
      expect(lesson?.difficulty, `path step ${step.lessonId} difficulty`).toBe('beginner');
      expect(step.why, `path step ${step.lessonId} why`).toMatch(/^[A-Z][^\n]*\.$/);
      expect(sentencesOf(step.why), `path step ${step.lessonId} why is one line`).toHaveLength(1);
    }
  });

  it('starts with the basics', () => {
    expect(RECOMMENDED_PATH[0].lessonId).toBe('astrology-basics');
  });
});

describe('reading time', () => {
  const draft = (paragraphs: string[], examples?: string[]) => ({
    id: 'aspects' as const,
    title: 'Draft',
    description: 'A draft.',
    category: 'components' as const,
    difficulty: 'beginner' as const,
    sections: [{ heading: 'Heading words are not counted', paragraphs, examples }],
    quiz: [],
  });

  it('counts the words of paragraphs and examples, not headings or lone punctuation', () => {
    expect(lessonWordCount(draft(['One two three.', 'Four – five.'], ['Six seven.']).sections)).toBe(7);
  });

  it('rounds to whole minutes at 200 words a minute, never below one', () => {
    expect(withReadingTime(draft(['word '.repeat(700).trim()])).minutes).toBe(4);
    expect(withReadingTime(draft(['Short.'])).minutes).toBe(1);
    for (const lesson of LESSONS) {
      expect(lesson.minutes, lesson.id).toBe(Math.round(lessonWordCount(lesson.sections) / 200));
    }
  });
});
