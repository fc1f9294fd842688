import type { PlanetBodyId } from '../../../sky/body-ids';

// The calendar's event texts moved to core/features/cosmic-calendar/; what stays is what the chart
// readings still use (fact-meaning.ts).

/** One sentence per planet on what its retrograde asks for. No slots. */
export const retrogradeFlavours = {
  mercury: 'Double-check messages, plans and travel details, and leave room for second thoughts.',
  venus: 'Old feelings and questions of value may ask for a second look before you commit.',
  mars: 'Pace your energy and return to unfinished efforts instead of starting fresh battles.',
  jupiter: 'Growth turns inward for a while: reflect on what you truly believe.',
  saturn: 'Quietly review your commitments and the structures that hold your life together.',
  uranus: 'The urge for change works beneath the surface before it shows.',
  neptune: 'Dreams and illusions come up for gentle review, so trust your intuition but check the facts.',
  pluto: 'Deep changes ask to be processed rather than forced.',
} as const satisfies Record<PlanetBodyId, string>;

/** One sentence per planet on its turn to direct motion. No slots. */
export const directFlavours = {
  mercury: 'Conversations and plans that tangled up begin to straighten out.',
  venus: 'Your heart settles on what it values, and relationships find a steadier rhythm.',
  mars: 'Energy that felt blocked is free to move forward again.',
  jupiter: 'Opportunities you prepared for quietly can now step into the open.',
  saturn: 'Effort put into foundations starts to show visible progress.',
  uranus: 'Changes that brewed inside can now find outward expression.',
  neptune: 'What was hazy grows clearer, and ideals can be put into practice.',
  pluto: 'Inner transformation begins to show in the outer world.',
} as const satisfies Record<PlanetBodyId, string>;
