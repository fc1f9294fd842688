/**
 * A planet's own events inside a week or a month, each named with its date: a change of sign,
 * a station turning retrograde (review, revise, return: second drafts), a station turning
 * direct (resuming what was paused). Twelve each, dealt to the twelve signs of one period.
 * Slots: {eventDate} ("Dec 10"), {eventSign}, {planet} ("Mercury") and {area} ("messages,
 * plans and paperwork"), the last two filled by the composer.
 */
export const planetIngressLines = [
  'On {eventDate} {planet} moves into {eventSign}, and the tone of {area} shifts with it.',
  '{planet} enters {eventSign} on {eventDate}; expect {area} to take on a new flavour from then on.',
  'Mark {eventDate}: {planet} crosses into {eventSign}, a change of scene for {area}.',
  'From {eventDate}, with {planet} newly in {eventSign}, {area} ask for a slightly different approach.',
  '{planet} changes sign on {eventDate}, stepping into {eventSign}, so whatever you began around {area} before then meets fresh weather.',
  'When {planet} reaches {eventSign} on {eventDate}, notice how {area} start to feel a little different.',
  'A quieter milestone falls on {eventDate}: {planet} enters {eventSign}, nudging {area} in a new direction.',
  'The second half of the story begins on {eventDate}, as {planet} arrives in {eventSign} and {area} change their pace.',
  'Around {eventDate}, {planet} slips into {eventSign}; give {area} a day or two to settle into the new sign.',
  '{planet} takes up residence in {eventSign} on {eventDate}, which is a good point to rethink how you handle {area}.',
  'Look to {eventDate}, when {planet} enters {eventSign}: {area} are where the change will show first.',
  'On {eventDate}, {planet} leaves one sign for {eventSign}, and {area} follow it, slowly, into new territory.',
] as const;

export const stationRetrogradeLines = [
  '{planet} stations retrograde on {eventDate} in {eventSign}, so from then on treat {area} as a second draft: review before you add.',
  'On {eventDate} {planet} turns retrograde in {eventSign}; return to unfinished business in {area} rather than opening new fronts.',
  'From {eventDate}, with {planet} retrograde in {eventSign}, {area} reward revision, patience and a second look.',
  'Mark {eventDate}, when {planet} stands still and turns retrograde in {eventSign}: a season for reworking {area}, not for launching them.',
  '{planet} begins its retrograde loop on {eventDate} in {eventSign}; old threads in {area} may come back to be tied off properly.',
  'After {planet} turns retrograde on {eventDate}, in {eventSign}, double-check the details of {area} and leave room for revisions.',
  'The pace of {area} slows on {eventDate}, when {planet} stations retrograde in {eventSign}; use the pause to revisit and repair.',
  'On {eventDate} {planet} goes retrograde in {eventSign}, inviting a review of {area}: what worked, what did not, what to redo.',
  'Around {eventDate}, {planet} halts and reverses in {eventSign}, a cue to look back over {area} before you press on.',
  '{planet} retrogrades from {eventDate} in {eventSign}, which favours returning, rereading and rethinking wherever {area} are concerned.',
  'When {planet} turns retrograde on {eventDate} in {eventSign}, let {area} be a place for edits rather than big announcements.',
  'From {eventDate} {planet} travels backward through {eventSign}, so an earlier plan for {area} may deserve a second draft.',
] as const;

export const stationDirectLines = [
  '{planet} stations direct on {eventDate} in {eventSign}, and matters of {area} that stalled can start moving again.',
  'On {eventDate} {planet} turns direct in {eventSign}; resume what you paused in {area}, with the lessons of the review in hand.',
  'From {eventDate}, with {planet} direct again in {eventSign}, {area} pick up speed, gently at first.',
  'Mark {eventDate}, when {planet} ends its retrograde in {eventSign}: a green light to carry revised plans for {area} forward.',
  '{planet} finishes its backward loop on {eventDate} in {eventSign}, so what you rethought about {area} can now be put to use.',
  'After {planet} turns direct on {eventDate}, in {eventSign}, decisions about {area} come more easily than they did.',
  'The knot in {area} starts to loosen on {eventDate}, when {planet} stations direct in {eventSign}.',
  'On {eventDate} {planet} goes direct in {eventSign}, a good moment to restart a project in {area} that you set aside.',
  'Around {eventDate}, {planet} pauses and turns forward in {eventSign}; give {area} a day or two, then move.',
  '{planet} resumes forward motion from {eventDate} in {eventSign}, and {area} begin to flow again.',
  'When {planet} turns direct on {eventDate} in {eventSign}, the second draft you made of {area} is ready to go out.',
  'From {eventDate} {planet} moves forward through {eventSign} once more, so delays around {area} should start to clear.',
] as const;

/** What each planet's events touch, in a few plain words. */
export const PLANET_AREAS = {
  mercury: 'messages, plans and paperwork',
  venus: 'affection, pleasure and the things you value',
  mars: 'drive, desire and the effort you spend',
  jupiter: 'growth, learning and generous plans',
  saturn: 'commitments, limits and long-term work',
  uranus: 'change, freedom and sudden ideas',
  neptune: 'dreams, ideals and quiet intuition',
  pluto: 'power, depth and renewal',
} as const;
