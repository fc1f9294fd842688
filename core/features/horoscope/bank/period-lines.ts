/**
 * Sentences only weekly and monthly readings use. Every sign's reading of the period may draw
 * from these pools, so each holds at least twelve.
 */

/** Opens a weekly reading. Slots: {range} ("May 17 – May 23, 2026"), {sign}. */
export const weeklyIntros = [
  'For the week of {range}, {sign}, the Moon’s journey sets the rhythm and your own nature sets the tone.',
  'The week of {range} is yours to shape, {sign}, and the sky offers some useful hints about timing.',
  'Looking across {range}, {sign}, the sky keeps shifting, and so can you: think of this week as a series of short chapters.',
  'This week, {range}, asks you, {sign}, to pace yourself and let the Moon’s daily changes show when to push and when to pause.',
  'From {range}, {sign}, the sky paints a week with more texture than it first appears to have.',
  'Seven days, {range}, and plenty of movement overhead: here is how the week may feel for you, {sign}.',
  'Your week of {range} opens with a few clear signals from the sky, {sign}, and a little room to improvise between them.',
  'Between {range}, {sign}, you have seven days to move one thing forward and one thing out of the way.',
  'The sky over {range} is a good companion for you, {sign}, if you let its changing moods set the order of your tasks.',
  'Think of {range} as a short season of its own, {sign}, with a beginning, a turning point and a quiet close.',
  'Across the week of {range}, {sign}, the Moon moves quickly and your priorities can follow its lead.',
  'Here is your sky for {range}, {sign}: a week to notice timing, protect your energy and enjoy the small wins.',
  'For {range}, {sign}, the week’s sky favours rhythm over rush, and you will feel the difference by the weekend.',
] as const;

/** Opens a monthly reading. Slots: {range} ("May 2026"), {sign}. */
export const monthlyIntros = [
  '{range} opens a new chapter for you, {sign}, and the month’s lunar rhythm offers a map for pacing it.',
  'For you, {sign}, {range} is a month of several tides, and knowing when they turn makes the journey smoother.',
  'Across {range}, {sign}, the sky sketches a full lunar cycle, a complete arc from seed to harvest and back.',
  '{range} gives you, {sign}, a month worth planning around the Moon: begin things near the New Moon, review them near the Full Moon.',
  'As {range} unfolds, {sign}, the Sun and Moon set a rhythm you can work with rather than against.',
  'Think of {range} as a play in four acts, {sign}, with the Moon’s phases marking each change of scene.',
  'Your {range}, {sign}, has a shape worth knowing in advance: a few turning points, a few quiet stretches and one or two bright peaks.',
  'In {range}, {sign}, the sky moves at its steady pace, and matching yours to it can make the month feel lighter.',
  'Welcome to {range}, {sign}: a month that rewards planning the big pushes and protecting the rest days.',
  '{range} arrives with its own weather for you, {sign}, and the lunations below are the dates to keep an eye on.',
  'Over {range}, {sign}, the Moon passes through every sign of the zodiac, yours included, so the month holds a little of everything.',
  'For you, {sign}, {range} is a good month to work in cycles: start, adjust, finish, rest.',
  'Here is the sky of {range} for you, {sign}, with its turning points spelled out so you can plan around them.',
] as const;

/** The Moon's path through the week. Slot: {moonSigns} ("Leo, Virgo and Libra"). */
export const moonPathLines = [
  'Over these days the Moon travels through {moonSigns}, so the emotional weather changes every couple of days.',
  'The Moon’s path this week runs through {moonSigns}, and each sign lends its own flavour to the days it colours.',
  'Watch the mood shift as the Moon moves through {moonSigns}, and match your tasks to the tone of each stretch.',
  'This week the Moon crosses {moonSigns}, a reminder that how you feel on Monday need not decide how you feel on Friday.',
  'With the Moon passing through {moonSigns}, you can plan the busy jobs and the gentle ones for the days that suit them.',
  'The Moon’s route this week takes in {moonSigns}, so expect a change of atmosphere roughly every two and a half days.',
  'From sign to sign, {moonSigns}, the Moon sets a changing backdrop for your week, and noticing each change helps you ride it.',
  'As the Moon walks through {moonSigns}, your own moods may follow suit, which is worth remembering before you judge a bad afternoon.',
  'The week’s Moon visits {moonSigns} in turn, each stay short enough to enjoy and long enough to notice.',
  'Follow the Moon through {moonSigns} this week and you will find the days have distinct personalities.',
  'Moving through {moonSigns}, the Moon gives the week a varied texture, some days suited to effort and others to ease.',
  'This week’s lunar journey through {moonSigns} asks you to stay flexible, since what helps early in the week may not help late.',
] as const;

/** The Moon passing through the reader's own sign. Slots: {eventDate} ("May 3–5"), {sign}. */
export const moonVisitLines = [
  'The Moon visits {sign} on {eventDate}, your monthly emotional recharge, so schedule something that feels like you.',
  'When the Moon passes through your own sign ({eventDate}), your instincts are louder; these are good days for personal matters.',
  'The Moon returns to {sign} on {eventDate}, and your intuition sharpens while others may seek you out.',
  'Keep {eventDate} a little open: the Moon is in {sign} then, and your own needs deserve first place on the list.',
  'While the Moon is in {sign} ({eventDate}), you feel more like yourself, which makes it a fine window for a fresh start of your own.',
  'The Moon spends {eventDate} in {sign}, lending you presence and charm, so use those days for anything that needs your personal touch.',
  'Your lunar high point comes on {eventDate}, with the Moon in {sign}, when asking for what you want feels more natural.',
  'With the Moon in {sign} on {eventDate}, your feelings and your choices line up, so trust them a little more than usual.',
  'Mark {eventDate} for the Moon in your sign, {sign}, a stretch when rest and self-care pay back double.',
  'The Moon crosses {sign} on {eventDate}, and your mood sets the tone for the people around you, so choose a generous one.',
  'During the Moon’s visit to {sign} ({eventDate}), you may feel more visible; let that be an opportunity rather than a pressure.',
  'On {eventDate} the Moon is in {sign}, so plan something small that is entirely for you, a walk, a meal, an hour with a book.',
] as const;

/** The Sun changing sign inside the period. Slots: {eventDate}, {eventSign}. */
export const sunIngressLines = [
  'On {eventDate} the Sun moves into {eventSign}, and the collective mood shifts with it.',
  'The Sun enters {eventSign} on {eventDate}, opening a new solar season with a different rhythm.',
  'Watch for the change of season on {eventDate}, when the Sun crosses into {eventSign}.',
  'The Sun’s move into {eventSign} on {eventDate} changes the background music of the month, so let your priorities shift with it.',
  'From {eventDate}, the Sun shines from {eventSign}, and the weeks that follow take on that sign’s character.',
  'A new solar month begins on {eventDate} as the Sun reaches {eventSign}, a natural point to refresh a routine.',
  'The Sun steps into {eventSign} on {eventDate}, and you may notice other people’s priorities changing before your own do.',
  'On {eventDate}, the Sun’s arrival in {eventSign} marks a change of season, worth greeting with one small change of your own.',
  'The Sun crosses into {eventSign} on {eventDate}, and the shift works like a change of light in a familiar room.',
  'When the Sun enters {eventSign} on {eventDate}, a different set of themes moves to the front of everyone’s mind, yours included.',
  'The season turns on {eventDate}, with the Sun moving into {eventSign}, so look back at what the old season taught you.',
  'With the Sun entering {eventSign} on {eventDate}, the month’s second half carries a noticeably different tone from its first.',
] as const;
