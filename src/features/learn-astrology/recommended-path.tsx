import { useId } from 'react';
import { RECOMMENDED_PATH, type LessonId } from '@core/features/learn-astrology/lesson';
import { LESSON_SUMMARIES } from '@core/features/learn-astrology/lesson-summaries';

/** Spec §2: the three steps a newcomer takes, each opening its lesson below. */
export function RecommendedPath({ onStart }: { onStart(id: LessonId): void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="glass-card p-5">
      <h2 id={headingId} className="font-display text-xl font-semibold text-gold-200">
        Your Recommended Path
      </h2>
      <p className="mt-1 text-sm text-violet-100/90">New to astrology? Take these three lessons in order.</p>
      <ol className="mt-4 space-y-3">
        {RECOMMENDED_PATH.map((step, index) => {
          const lesson = LESSON_SUMMARIES[step.lessonId];
          return (
            <li key={step.lessonId} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-300 font-semibold text-night-950"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <button
                  type="button"
                  onClick={() => onStart(step.lessonId)}
                  className="min-h-11 text-left font-semibold text-gold-100 underline decoration-gold-300/50 underline-offset-4 hover:text-gold-50"
                >
                  <span className="sr-only">Step {index + 1}: </span>
                  {lesson.title}
                </button>
                <p className="text-sm text-violet-100/90">{step.why}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
