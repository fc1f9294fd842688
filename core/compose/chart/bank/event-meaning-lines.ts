import type { SkyEventType } from '../../../sky/events';
import type { PlanetBodyId } from '../../../sky/body-ids';

/**
 * What one sky event means for a sign, read by the whole-sign house the event falls in
 * counted from the sign. Slots: {sign}, {eventSign}, {house} ("7th house"), {area}, and for
 * planets {body} ("Venus") and {theme} ("your affections").
 */
export const eventMeaningLines = {
  'new-moon': [
    'For {sign}, this New Moon in {eventSign} falls in your {house}, a fresh start for {area}; set one quiet intention there.',
    'The New Moon in {eventSign} seeds your {house}, so begin something small around {area}, then let it grow with the light.',
    'This New Moon lands in your {house}, {sign}: a clean page for {area}, best met with a simple first step.',
  ],
  'first-quarter': [
    'The First Quarter Moon in {eventSign} lands in your {house}, asking for a decision or a push around {area}.',
    'For {sign}, this First Quarter Moon stirs your {house}; adjust your plans for {area} rather than abandon them.',
  ],
  'full-moon': [
    'For {sign}, the Full Moon in {eventSign} lights up your {house}: something around {area} comes to fullness, ready to be celebrated or released.',
    'The Full Moon in {eventSign} illuminates your {house}, so feelings about {area} may run high; notice what has ripened.',
    'This Full Moon brings your {house} into view, {sign}, a natural moment to see clearly where you stand with {area}.',
  ],
  'last-quarter': [
    'The Last Quarter Moon in {eventSign} falls in your {house}, a moment to clear out and simplify around {area}.',
    'For {sign}, this Last Quarter Moon in your {house} favours finishing and forgiving in matters of {area}.',
  ],
  'solar-eclipse': [
    'For {sign}, this solar eclipse in {eventSign} marks your {house}, a turning point that, over the coming months, can open a new chapter around {area}.',
    'A solar eclipse in your {house} resets the story of {area}; let new beginnings arrive at their own pace.',
  ],
  'lunar-eclipse': [
    'For {sign}, this lunar eclipse in {eventSign} brings your {house} to a head: insight about {area} may arrive suddenly, so give it time to settle.',
    'A lunar eclipse in your {house} can show what has run its course around {area}; release it gently.',
  ],
  'station-retrograde': [
    '{body} turns retrograde in {eventSign}, in your {house}: a season to review rather than launch plans for {area}.',
    'For {sign}, {body} pausing and turning back in your {house} invites a second look at {area}.',
  ],
  'station-direct': [
    '{body} turns direct in {eventSign}, in your {house}, so what stalled around {area} can start moving again.',
    'For {sign}, {body} ending its retrograde in your {house} brings clarity and momentum back to {area}.',
  ],
  ingress: [
    '{body} enters {eventSign}, your {house}, turning {theme} toward {area}.',
    'For {sign}, {body} moving into {eventSign} brings {theme} into your {house}, the area of {area}.',
    'With {body} now in {eventSign}, your {house}, {theme} finds a new focus: {area}.',
  ],
  'void-of-course-start': [
    'While the Moon is void of course in {eventSign}, your {house}, take a pause around {area}; rest and reflection suit this window better than new starts.',
    'For {sign}, this void-of-course Moon in your {house} is a quiet gap: finish things around {area} rather than begin them.',
  ],
  'void-of-course-end': [
    'The Moon’s quiet pause ends as it enters {eventSign}, your {house}, and attention turns toward {area}.',
    'For {sign}, the void-of-course window closes as the Moon moves into your {house}; fresh starts around {area} feel easier again.',
  ],
} as const satisfies Record<SkyEventType, readonly string[]>;

/** The Sun's and the Moon's ingresses read differently from a planet's. Same slots as above. */
export const luminaryIngressLines = {
  sun: [
    'The Sun enters {eventSign} and your {house}, spotlighting {area} for the month ahead.',
    'For {sign}, the Sun’s arrival in {eventSign} warms your {house}: for the next month, give {area} your attention.',
  ],
  moon: [
    'The Moon enters {eventSign}, your {house}, for about two and a half days of attention on {area}.',
    'For {sign}, the Moon moving into {eventSign}, your {house}, turns your feelings toward {area} for a couple of days.',
  ],
} as const;

/** A planet backing into the previous sign while retrograde. Same slots as above. */
export const retrogradeIngressLines = [
  '{body} slips back into {eventSign} while retrograde, returning to your {house} to finish unfinished business around {area}.',
  'For {sign}, {body} backing into your {house} revisits {area}; what comes back now deserves a second look.',
] as const;

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
