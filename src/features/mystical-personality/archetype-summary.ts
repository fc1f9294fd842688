/**
 * An archetype card shows only the first sentence of its description before Learn More (issue
 * 26: six full portraits pushed the page past four phone screens); the rest opens with the details.
 */
export interface ArchetypeSummary {
  lead: string;
  /** The sentences after the first, or '' when the description is one sentence. */
  rest: string;
}

// A sentence ends at a full stop, question or exclamation mark followed by a space and a capital.
const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu})/u;

export function archetypeSummary(description: string): ArchetypeSummary {
  const [lead = '', ...rest] = description.trim().split(SENTENCE_END);
  return { lead, rest: rest.join(' ') };
}
