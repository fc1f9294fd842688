/**
 * What one sky event means for a sign, built from two parts so a month of daily readings can
 * tell the same event in many ways: a lead that names the event and the house it falls in,
 * ending in a connector (", so", ":", ", and", ", which means"), and a reading of that house
 * for the kind of event, written as a complete clause that fits after any of the connectors.
 * Seven leads and three readings per kind give 21 pairings before one comes back.
 */

/** Slots: {event} ("the Full Moon in Gemini", "Mars entering Virgo"), {house}, {sign}. */
export const eventLeads = [
  '{event} falls in your {house}, so',
  'For you, {sign}, {event} lands in the {house}, and',
  '{event} touches your {house}:',
  'Read {event} through your {house}:',
  '{event} happens in your {house}, which means',
  'In your {house}, {event} sets the tone, and',
  '{event} speaks to your {house}, so',
] as const;

/** The kinds of event the calendar reads differently. */
export type EventMeaningKind =
  | 'new-moon'
  | 'first-quarter'
  | 'full-moon'
  | 'last-quarter'
  | 'solar-eclipse'
  | 'lunar-eclipse'
  | 'station-retrograde'
  | 'station-direct'
  | 'planet-ingress'
  | 'sun-ingress'
  | 'moon-ingress'
  | 'retrograde-ingress'
  | 'void-of-course-start'
  | 'void-of-course-end';

/** Slots: {area} (the house's matters), and for planets {body} and {theme} (their matters). */
export const eventReadings = {
  'new-moon': [
    'this is the time to plant one small, clear intention around {area}',
    'you can begin again with {area} even if the first step is a tiny one',
    'a fresh page opens for {area} and whatever you start now has a whole lunar cycle to grow in',
  ],
  'first-quarter': [
    'plans for {area} face their first real test and a firm decision keeps them alive',
    'you may need to push past a small obstacle around {area}',
    'it is a good moment to adjust rather than abandon what you began for {area}',
  ],
  'full-moon': [
    'feelings about {area} may run high as something there asks to be celebrated or let go',
    'you can see plainly where you stand with {area}',
    'what you have been building around {area} comes into full view',
  ],
  'last-quarter': [
    'you can clear out whatever no longer serves you around {area}',
    'it is a natural point to simplify {area} and forgive what went wrong there',
    'loose ends around {area} are ready to be tied up before the next New Moon',
  ],
  'solar-eclipse': [
    'a new chapter can open around {area} though it may take months to show its shape',
    'change around {area} may arrive faster than you planned and still be worth welcoming',
    'old patterns around {area} can reset and make room for beginnings you did not expect',
  ],
  'lunar-eclipse': [
    'insight about {area} may land suddenly and deserves a few days to settle',
    'something around {area} may reach an ending that clears space for what comes next',
    'emotions tied to {area} can surface all at once and deserve room before you act',
  ],
  'station-retrograde': [
    'the weeks ahead favour a second look at {theme} in matters of {area}',
    'old questions of {theme} return around {area} so that this time you can answer them better',
    'you can slow down and review how {theme} shape {area}',
  ],
  'station-direct': [
    'what stalled around {area} begins to move again as {theme} get back on a forward path',
    'you can act on what the retrograde taught you about {theme} around {area}',
    'delays around {area} ease while {theme} gather momentum again',
  ],
  'planet-ingress': [
    '{theme} turn toward {area} for as long as {body} stays there',
    'you can expect {theme} to show up around {area}',
    'fresh energy coloured by {theme} reaches {area}',
  ],
  'sun-ingress': [
    'for the next month the spotlight rests on {area}',
    'your energy and attention gather around {area} until the Sun moves on',
    'the coming four weeks are a good time to put {area} first',
  ],
  'moon-ingress': [
    'for about two days your feelings lean toward {area}',
    'moods over the next couple of days take their colour from {area}',
    'for a short spell {area} is where you feel things most',
  ],
  'retrograde-ingress': [
    '{body} comes back to finish business around {area}',
    'matters of {area} you thought were settled may ask for one more look',
    'you get a second pass at {theme} where they touch {area}',
  ],
  'void-of-course-start': [
    'this quiet gap suits finishing and resting more than starting anything around {area}',
    'decisions about {area} can wait a few hours until the Moon moves on',
    'matters of {area} can idle for a while until the pause is over',
    'the hours suit tidying and tending {area} rather than launching anything new',
    'it is wiser to let plans for {area} rest until the Moon reaches the next sign',
  ],
  'void-of-course-end': [
    'fresh starts around {area} feel easier again',
    'the pause lifts and your attention moves toward {area}',
    'plans for {area} can go ahead now that the quiet spell is over',
  ],
} as const satisfies Record<EventMeaningKind, readonly string[]>;
