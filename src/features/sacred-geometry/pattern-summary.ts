/**
 * A pattern card shows only the first sentence of the description before Learn More (issue 26:
 * eight full descriptions made the page five phone screens tall); the rest opens with the details.
 */
export interface PatternSummary {
  lead: string;
  /** The sentences after the first, or '' when the description is one sentence. */
  rest: string;
}

// A sentence ends at a full stop, question or exclamation mark followed by a space and a capital.
const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu})/u;

export function patternSummary(description: string): PatternSummary {
  const [lead = '', ...rest] = description.trim().split(SENTENCE_END);
  return { lead, rest: rest.join(' ') };
}
