import { describe, expect, it } from 'vitest';
import { LESSON_IDS } from '../lesson';
import { lessonById } from './lesson-catalogue';
import { loadLesson } from './load-lesson';

describe('loadLesson', () => {
  it.each(LESSON_IDS)('loads the body of %s, the same lesson the catalogue holds', async (id) => {
    expect(await loadLesson(id)).toBe(lessonById(id));
  });
});
