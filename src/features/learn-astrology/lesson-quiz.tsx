import { useId, useState } from 'react';
import type { QuizQuestion } from '@core/features/learn-astrology/lesson';

/**
 * One self-check question as a native radio group (arrow keys move between choices, as screen
 * readers expect). The verdict waits for "Check answer", so browsing the choices by keyboard never
 * gives the answer away; changing the choice afterwards clears the verdict.
 */
function QuizItem({ question, number }: { question: QuizQuestion; number: number }) {
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const right = chosen === question.answerIndex;
  return (
    <fieldset className="rounded-lg border border-white/10 bg-white/5 p-3">
      <legend className="float-left mb-2 w-full font-semibold text-violet-50">
        {number}. {question.question}
      </legend>
      <div className="clear-both space-y-1">
        {question.choices.map((choice, index) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-white/5"
          >
            <input
              type="radio"
              name={name}
              value={index}
              checked={chosen === index}
              onChange={() => {
                setChosen(index);
                setChecked(false);
              }}
              className="size-4 accent-gold-300"
            />
            <span>{choice}</span>
          </label>
        ))}
      </div>
      <button
        type="button"
        disabled={chosen === null}
        onClick={() => setChecked(true)}
        className="mt-2 min-h-11 rounded-full border border-gold-300/50 px-4 text-sm font-semibold text-gold-100 hover:bg-gold-300/10 disabled:opacity-60"
      >
        Check answer
      </button>
      <div role="status" className="mt-2 text-sm">
        {checked ? (
          <p className={right ? 'text-emerald-200' : 'text-rose-200'}>
            <strong>{right ? 'Correct.' : 'Not quite.'}</strong>{' '}
            {right ? '' : `The answer is: ${question.choices[question.answerIndex] ?? ''}. `}
            <span className="text-violet-50/95">{question.explanation}</span>
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The self-check at the end of a lesson. */
export function LessonQuiz({ quiz, lessonTitle }: { quiz: readonly QuizQuestion[]; lessonTitle: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="font-display text-base font-semibold text-gold-200">
        Check yourself<span className="sr-only">: {lessonTitle}</span>
      </h4>
      {quiz.map((question, index) => (
        <QuizItem key={question.question} question={question} number={index + 1} />
      ))}
    </section>
  );
}
