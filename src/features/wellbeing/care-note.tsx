import { CRISIS_HELP } from '@core/features/wellbeing/wellbeing-topics';

interface CareNoteProps {
  /** The topic's own note (who can help with what it may stir up). */
  note: string;
}

/**
 * Shown beside every reading of a topic that can touch real pain, whoever wrote the reading:
 * the provider's text is not guaranteed to say it, and it must always be said.
 */
export function CareNote({ note }: CareNoteProps) {
  return (
    <aside
      aria-label="A note of care"
      className="rounded-2xl border border-sky-300/40 bg-sky-300/10 px-4 py-3 text-sm leading-relaxed text-violet-50"
    >
      <p>
        <span aria-hidden="true">🤝 </span>
        {note}
      </p>
      <p className="mt-2">
        {CRISIS_HELP.text}{' '}
        <a
          href={CRISIS_HELP.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-gold-200 underline decoration-gold-300/40 underline-offset-4"
        >
          findahelpline.com
        </a>
        .
      </p>
    </aside>
  );
}
