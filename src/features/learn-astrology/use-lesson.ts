import { useCallback, useEffect, useState } from 'react';
import type { Lesson, LessonId } from '@core/features/learn-astrology/lesson';
import { loadLesson } from '@core/features/learn-astrology/lessons/load-lesson';

export type LessonLoad = { status: 'loading' } | { status: 'ready'; lesson: Lesson } | { status: 'failed' };

/**
 * A lesson's body, fetched as its own chunk when the lesson is opened; `retry` after a failed fetch.
 * Each open lesson card mounts its own body, so the id never changes under one hook.
 */
export function useLesson(id: LessonId): { load: LessonLoad; retry(): void } {
  const [load, setLoad] = useState<LessonLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLesson(id).then(
      (lesson) => live && setLoad({ status: 'ready', lesson }),
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { load, retry };
}
