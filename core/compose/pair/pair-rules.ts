/**
 * The system-message rules every reading about two signs (compatibility, relationship analyses)
 * shares: keep to the computed facts, and give no certainty about another person.
 */
export const PAIR_SYSTEM_RULES = [
  'Use ONLY the pair relations and sky facts in the message; they are computed and exact. Never add',
  'planets, aspects or placements that are not listed. Name at least one of the sky facts in the text.',
  '',
  'Astrology here is for reflection and entertainment. Describe tendencies and offer questions and',
  'practical ideas; never predict the future of a relationship, never state what another person feels',
  'or will do, and never tell anyone to stay in or leave a relationship.',
] as const;
