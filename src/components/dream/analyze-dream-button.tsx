interface AnalyzeDreamButtonProps {
  /** The page's label: 'Analyze Dream' on the journal, 'Analyze My Dream' on the Oracle. */
  label: string;
  busy: boolean;
  /** The dream as typed so far: blank (or only spaces) keeps the button disabled. */
  description: string;
  onAnalyze(): void;
  /** Beside another button (`fill`) or alone across the form (`full`). */
  width: 'fill' | 'full';
}

const WIDTHS = { fill: 'flex-1', full: 'w-full' } as const;

/**
 * Tool spec §2 and §5: a dream page's analysis button, 'Analyzing Dream...' while busy and
 * disabled while busy or when the description is blank.
 */
export function AnalyzeDreamButton({ label, busy, description, onAnalyze, width }: AnalyzeDreamButtonProps) {
  return (
    <button
      type="button"
      onClick={onAnalyze}
      disabled={busy || description.trim() === ''}
      className={`min-h-11 ${WIDTHS[width]} rounded-full bg-gold-300 px-6 font-semibold text-night-950 hover:bg-gold-200 disabled:opacity-60`}
    >
      {busy ? 'Analyzing Dream...' : label}
    </button>
  );
}
