import { SKY_LESSON_IDS, skyLessons } from './sky-lessons';

/** Four short primers; `<details>` keeps the page short and opens with Enter or Space. */
export function SkyLessonBlocks() {
  return (
    <section aria-labelledby="sky-lessons-title">
      <h2 id="sky-lessons-title" className="mb-3 font-display text-xl font-semibold text-gold-200">
        Understanding the sky
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {SKY_LESSON_IDS.map((id) => {
          const lesson = skyLessons[id];
          return (
            <details key={id} className="glass-card group px-4 py-3">
              <summary className="flex cursor-pointer items-center gap-2 font-semibold text-gold-100">
                <span aria-hidden="true" className="text-xl">
                  {lesson.emoji}
                </span>
                {lesson.title}
                <span
                  aria-hidden="true"
                  className="ml-auto text-violet-200 transition-transform group-open:rotate-180"
                >
                  ▾
                </span>
              </summary>
              <p className="mt-2 text-sm leading-relaxed text-violet-100/95">{lesson.text}</p>
            </details>
          );
        })}
      </div>
    </section>
  );
}
