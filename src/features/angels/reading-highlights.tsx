import { readingHighlights } from '@core/features/angels/reading-extraction';

/**
 * The angelic service's extraction rules (tool spec §4) applied to the finished reading: its
 * main message and divine guidance, set apart under the full text so the heart of it is easy to find again.
 */
export function ReadingHighlights({ text }: { text: string }) {
  const { mainMessage, divineGuidance } = readingHighlights(text);
  return (
    <section aria-labelledby="angel-highlights-heading" className="glass-card space-y-2 p-4 text-sm">
      <h2 id="angel-highlights-heading" className="font-display text-lg font-semibold text-gold-200">
        In a Few Words
      </h2>
      <p>
        <span className="font-semibold text-gold-100">Main message: </span>
        <span data-testid="main-message">{mainMessage}</span>
      </p>
      <p>
        <span className="font-semibold text-gold-100">Divine guidance: </span>
        <span data-testid="divine-guidance">{divineGuidance}</span>
      </p>
    </section>
  );
}
