/**
 * Short leads that pair with the dealt sentences of a daily tile, so a sentence comes back to a
 * reader only with a different lead: a pool of 7 beside a pool of 12 or 13 gives 84 or 91
 * different sentences before one returns. Every lead reads with every sentence it can meet.
 */

/** Before the tile's opening sentence: the Moon's real sign today ({moonSign}). */
export const moonLeads = [
  'With the Moon in {moonSign},',
  'While the Moon crosses {moonSign},',
  'Under the {moonSign} Moon,',
  'As the Moon moves through {moonSign},',
  'With {moonSign} holding the Moon,',
  'On this {moonSign} Moon day,',
  'While {moonSign} hosts the Moon,',
] as const;

/** Before the practical step: when in the day to take it. Four words at most. */
export const practiceLeads = [
  'First thing,',
  'Before lunch,',
  'In the afternoon lull,',
  'Before you log off,',
  'In a quiet moment,',
  'Early in the day,',
  'Once the rush settles,',
] as const;

/** Before the reflection question ({weekday}: today's weekday); four words at most besides it. */
export const questionLeads = [
  'A question for this {weekday}:',
  'Worth asking tonight:',
  'Turn this over tonight:',
  'For your notebook:',
  'Ask yourself over coffee:',
  'To sleep on:',
  'To carry through {weekday}:',
] as const;

/**
 * One line per dated event of a week or month: what it asks of the reader's {theme} (the
 * category's meaning of the house the event falls in). Several per kind, so the weekly and the
 * monthly tile of one category, which list the same events, word each differently.
 */
export type KeyDateKind = 'new-moon' | 'first-quarter' | 'full-moon' | 'last-quarter' | 'sun-ingress';

export const keyDateClauses = {
  'new-moon': [
    'a clean page for {theme}',
    'plant one modest intention about {theme}',
    'start small with {theme}',
    'a quiet beginning around {theme}',
    'name what you want next from {theme}',
    'the seed moment for {theme}',
  ],
  'first-quarter': [
    'a push is needed on {theme}',
    'decide, then act, on {theme}',
    'the first test of your plans for {theme}',
    'friction around {theme} shows what to adjust',
    'commit to one next step in {theme}',
    'keep going on {theme} when it gets awkward',
  ],
  'full-moon': [
    'results around {theme} come into view',
    'a harvest, or a reckoning, in {theme}',
    'let go of what no longer works in {theme}',
    'feelings about {theme} run high; act after they settle',
    'see plainly how things stand with {theme}',
    'celebrate what you have already built in {theme}',
  ],
  'last-quarter': [
    'review and trim your plans for {theme}',
    'clear out what clutters {theme}',
    'finish, file and close loops in {theme}',
    'an honest review of {theme}',
    'step back from {theme} and see the pattern',
    'release one stale habit around {theme}',
  ],
  'sun-ingress': [
    'the season’s light turns toward {theme}',
    'a month-long spotlight on {theme} begins',
    'attention drifts naturally to {theme}',
    'the weeks ahead warm up {theme}',
    'a change of season for {theme}',
    'the Sun starts its month-long visit to {theme}',
  ],
} as const satisfies Record<KeyDateKind, readonly string[]>;
