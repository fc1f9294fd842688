import type { Lesson, LessonId, LiveSkyKind } from '@core/features/learn-astrology/lesson';
import { ExampleWheel } from './example-wheel';
import { focusGlossarySearch } from './glossary-search';
import { LessonQuiz } from './lesson-quiz';
import { PlanetsToday } from './planets-today';
import { useLesson } from './use-lesson';

function LiveSky({ kind }: { kind: LiveSkyKind }) {
  return kind === 'planets-today' ? <PlanetsToday /> : <ExampleWheel kind={kind} />;
}

function LessonText({ lesson }: { lesson: Lesson }) {
  return (
    <>
      {lesson.sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h4 className="font-display text-base font-semibold text-gold-200">{section.heading}</h4>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.examples ? (
            <aside aria-label={`Examples: ${section.heading}`} className="rounded-lg bg-gold-300/10 p-3">
              <ul className="list-disc space-y-1 pl-5 text-gold-50">
                {section.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </aside>
          ) : null}
        </section>
      ))}
      {lesson.liveSky ? <LiveSky kind={lesson.liveSky} /> : null}
      {lesson.id === 'astrology-glossary' ? (
        // The lesson promises the searchable list below it; this takes the reader there.
        <button
          type="button"
          onClick={focusGlossarySearch}
          className="min-h-11 rounded-full border border-gold-300/50 px-4 text-sm font-semibold text-gold-100 hover:bg-gold-300/10"
        >
          Search the full glossary
        </button>
      ) : null}
      <LessonQuiz quiz={lesson.quiz} lessonTitle={lesson.title} />
    </>
  );
}

/** The open lesson: its text, the live sky where it teaches, and its self-check quiz. */
export function LessonBody({ id }: { id: LessonId }) {
  const { load, retry } = useLesson(id);
  if (load.status === 'loading') {
    return (
      <p role="status" className="text-violet-100/90">
        Opening the lesson…
      </p>
    );
  }
  if (load.status === 'failed') {
    return (
      <div role="alert" className="space-y-2 text-rose-100">
        <p>This lesson could not be loaded. Check your connection and try again.</p>
        <button
          type="button"
          onClick={retry}
          className="min-h-11 rounded-full border border-rose-200/50 px-4 text-sm font-semibold hover:bg-rose-200/10"
        >
          Try again
        </button>
      </div>
    );
  }
  return <LessonText lesson={load.lesson} />;
}
