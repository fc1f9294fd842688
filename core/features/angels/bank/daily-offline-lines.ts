import type { MoonPhaseId } from '../../../sky/moon-phases';

/**
 * The offline daily message's lines (issue 24). Most sentences are the PRODUCT of two short
 * pools joined without punctuation (an arrival and a reason, a lead and a truth, an action and
 * its effect, two wishes), so a reader walks through every pairing (seventy-two or so) before
 * one comes back; the pools of a product have coprime sizes so both halves change every day.
 * Slots: {angel} the angel's short name ("Michael", "your Guardian Angel"), {moon} the day's
 * Moon, {sign} the sign it stands in, {meaning} what the phase favours, {power} one of the
 * angel's gifts, {color} and {crystal} from the angel's card.
 */

/** How the angel arrives (nine), followed without a comma by why (eight). */
export const arrivalLines = [
  '{angel} steps close to you this morning',
  '{angel} has chosen to keep you company today',
  '{angel} is walking a half step behind you today',
  '{angel} arrives quietly at the start of this day',
  '{angel} stays near your shoulder from waking until sleep',
  '{angel} comes to sit with you for a while today',
  '{angel} has taken up a place beside you today',
  '{angel} leans in close as this new day begins',
  '{angel} lingers at your door this morning and waits',
] as const;

export const arrivalReasons = [
  'to help you tell the essential from the noise',
  'so that nothing ahead of you needs to be met alone',
  'to remind you how much steadiness you already have',
  'with a little extra light for the places that feel dim',
  'to lend you patience where your own runs thin',
  'to soften the edges of whatever feels hard',
  'because you asked for help even if you did not say it aloud',
  'to celebrate the quiet progress you keep overlooking',
] as const;

/** The day's Moon as it stands in a sentence; the principal phases only on their exact day. */
export const moonPhrases = {
  'new-moon': 'the New Moon',
  'waxing-crescent': 'a slim waxing crescent Moon',
  'first-quarter': 'the First Quarter Moon',
  'waxing-gibbous': 'a waxing gibbous Moon',
  'full-moon': 'the Full Moon',
  'waning-gibbous': 'a waning gibbous Moon',
  'last-quarter': 'the Last Quarter Moon',
  'waning-crescent': 'a thin waning crescent Moon',
} as const satisfies Record<MoonPhaseId, string>;

/** What each phase favours, as a noun phrase: one sky condition, one meaning across features. */
export const phaseMeanings = {
  'new-moon': [
    'quiet beginnings and wishes spoken softly',
    'planting an intention you can tend for weeks',
    'a clean slate and a first small step',
  ],
  'waxing-crescent': [
    'small beginnings that want daily tending',
    'the first fragile steps of a fresh plan',
    'courage that grows a little every day',
  ],
  'first-quarter': [
    'a clear decision and a firm next step',
    'pushing past the first real obstacle',
    'choosing a path and then acting on it',
  ],
  'waxing-gibbous': [
    'patient refining before something ripens',
    'adjusting the details of what you began',
    'steady effort just short of the harvest',
  ],
  'full-moon': [
    'seeing clearly and letting go of what is finished',
    'a culmination worth celebrating and a release',
    'bringing what was hidden into the open',
  ],
  'waning-gibbous': [
    'gratitude and sharing what you have learned',
    'passing on what recent weeks taught you',
    'generous words and a thankful look back',
  ],
  'last-quarter': [
    'clearing out what no longer fits',
    'releasing an old habit with kindness',
    'sorting what to keep from what to set down',
  ],
  'waning-crescent': [
    'rest and the gentle ending of a long chapter',
    'closing loops before the next cycle begins',
    'quiet reflection and early nights',
  ],
} as const satisfies Record<MoonPhaseId, readonly string[]>;

/** The day's sky (thirty-one, dealt by day): {moon} in {sign}, and what it favours. */
export const skyLines = [
  'Today {moon} is moving through {sign}, a sky made for {meaning}.',
  '{moon} crosses {sign} today and tilts the hours toward {meaning}.',
  'Look up tonight if you can: {moon} is in {sign}, and it favours {meaning}.',
  'With {moon} in {sign} today, the heavens quietly support {meaning}.',
  'The sky holds {moon} in {sign} today, which your angels read as a season for {meaning}.',
  '{moon} travels through {sign} today, so this is good ground for {meaning}.',
  'Overhead, {moon} is in {sign} today, lending its weight to {meaning}.',
  'Above the rooftops {moon} passes through {sign} today, and heaven is leaning toward {meaning}.',
  'This is a day of {moon} in {sign}, friendly to {meaning}.',
  'Even unseen behind daylight, {moon} is in {sign} today and asks for {meaning}.',
  'Today belongs to {moon} in {sign}, and the angels are using it for {meaning}.',
  'The Moon keeps its own calendar, and today it is {moon} in {sign}: a time for {meaning}.',
  '{moon} rests in {sign} today, a gentle nudge toward {meaning}.',
  'Your angels have noticed {moon} in {sign} today and hope you will make room for {meaning}.',
  'High above you {moon} glides through {sign} today, which makes space for {meaning}.',
  'If you catch sight of {moon} tonight, it is standing in {sign}, and it speaks of {meaning}.',
  'The light today comes from {moon} in {sign}, a sky that blesses {meaning}.',
  'Heaven marks the day with {moon} in {sign}, so give some thought to {meaning}.',
  'Today {moon} lingers in {sign}, and the hours bend easily toward {meaning}.',
  '{moon} in {sign} sets the tone today, and the tone is {meaning}.',
  'While {moon} moves through {sign} today, the door is open to {meaning}.',
  'Tonight {moon} shines from {sign}, and it is the right light for {meaning}.',
  'The sky is simple today: {moon} in {sign}, and a welcome for {meaning}.',
  'Watching over you today is {moon} in {sign}, a gentle sponsor of {meaning}.',
  'Today {moon} sits in {sign}, and your guardians would spend it on {meaning}.',
  'The turning sky brings {moon} into view in {sign} today, good company for {meaning}.',
  'All day {moon} stays in {sign}, a soft invitation to {meaning}.',
  'Out of sight or not, {moon} is in {sign} today and carries a mood of {meaning}.',
  'Today the sky offers {moon} in {sign}, a kind backdrop for {meaning}.',
  'Today brings {moon} in {sign}, and the angels like it for {meaning}.',
  'Beneath {moon} in {sign} today the whole day tilts a little toward {meaning}.',
] as const;

/** A lead in the angel's name (seven) and the truth it leads to (nine), joined without a comma. */
export const heartLeads = [
  '{angel} wants you to remember that',
  '{angel} would like you to hear today that',
  '{angel} has watched over you for years and knows that',
  '{angel} is quietly and completely certain that',
  'Let {angel} remind you once again that',
  'Somewhere under the noise of the day {angel} is telling you that',
  'Nothing would please {angel} more than for you to believe that',
] as const;

export const heartTruths = [
  'the effort nobody saw yesterday still counted for a great deal',
  'you are further along than the worried part of you believes',
  'rest is not something you have to earn first',
  'a kindness given today will travel further than you can see',
  'your heart already knows which way to lean',
  'you do not have to carry every worry by yourself',
  'what you are waiting for is closer than it looks',
  'the small steady things you do are adding up',
  'your gentleness is a strength and never a weakness',
] as const;

/** The angel's gift for the day (thirty-one, dealt by day): {power} is one of the angel's themes. */
export const giftLines = [
  '{angel} carries one gift for you in particular today: {power}.',
  'The gift {angel} holds out to you today is {power}.',
  'Open your hands to what {angel} brings today, which is {power}.',
  'What {angel} offers you on this day is {power}.',
  'If you ask, {angel} will help you today with {power}.',
  'Today {angel} is especially ready to help you with {power}.',
  '{angel} has set aside this day for the work of {power} with you.',
  'Of all the things {angel} could bring, today it is {power}.',
  'A quiet gift from {angel} is waiting for you today: {power}.',
  'Call on {angel} today for help with {power}; the answer may come softly.',
  'The help {angel} brings into your hours today is {power}.',
  '{angel} has a particular tenderness today for the theme of {power}.',
  'Let {angel} stand with you today in the work of {power}.',
  'Your part of the day with {angel} is about {power}.',
  '{angel} lays a blessing of {power} over your ordinary hours.',
  'When you think of {angel} today, think of {power}.',
  '{angel} is holding space for {power} in your life today.',
  'One thing {angel} longs to share with you now is {power}.',
  'The theme {angel} brings to your door today is {power}.',
  'Today the grace of {angel} comes to you as {power}.',
  'In small moments today, {angel} will be offering {power}.',
  'Ask {angel} for help with {power}, and watch for how it arrives.',
  'Tucked into the folds of this day by {angel} is {power}.',
  'Expect {angel} to show up today in the shape of {power}.',
  'The present {angel} leaves on your doorstep today is {power}.',
  'Whatever else happens, {angel} is working on {power} with you.',
  '{angel} especially blesses this ordinary day with {power}.',
  'Among the gifts of {angel}, the one meant for today is {power}.',
  'If the day tilts, lean on {angel} and the gift of {power}.',
  'Quietly and without fuss {angel} offers {power}.',
  '{angel} wraps this whole day, hour by hour, in the grace of {power}.',
] as const;

/** A small token of the angel (thirteen, dealt by day): its colour and its crystal. */
export const tokenLines = [
  'If you want a small reminder of {angel} today, wear something {color} or keep a piece of {crystal} in your pocket.',
  'A touch of {color} in what you wear, or {crystal} on your desk, can be your nod to {angel} today.',
  '{angel} is fond of {color}, and a stone of {crystal} held for a minute can help you feel near.',
  'Should your attention drift, let something {color} or a piece of {crystal} call you back to {angel}.',
  'Keep {crystal} within reach today, or choose something {color}, as a way of saying yes to {angel}.',
  'The colour of {angel} is {color} and one of its stones is {crystal}; let either one keep you close to {angel} today.',
  'Hold {crystal} for a few breaths today if you have it, or rest your eyes on anything {color}.',
  'Anything {color} you notice today can stand as a wink from {angel}, and {crystal} can do the same.',
  'For a simple ritual, place {crystal} where you can see it and think of {angel} whenever you pass.',
  'Choose a cup, scarf or notebook in {color} today and let it remind you that {angel} is near.',
  'If you keep stones, today is a good day for {crystal}, one of the favourites of {angel}.',
  'Let {color} be your colour for the day, a small private signal that only you and {angel} share.',
  'A piece of {crystal} by your bed tonight is a small way of thanking {angel} for the day.',
] as const;

/** An action (nine) and what to let it do (eight), joined with "and". */
export const actionLines = [
  'Give one task that has been hanging over you fifteen honest minutes',
  'Send a short note to someone you have been thinking about',
  'Step outside once and rest your eyes on something far away',
  'Drink a full glass of water slowly while you stand by a window',
  'Write down one thing you want more of in your life',
  'Pause before you agree to the next request',
  'Tidy one small corner of your room or your desk',
  'Offer a compliment you truly mean to someone who would not expect it',
  'Take the longer and gentler route somewhere',
] as const;

export const actionEffects = [
  'notice how your thoughts settle afterwards',
  'let that one act be enough for now',
  'count it as a small act of trust',
  'know that you are being helped along the way',
  'see how much lighter the next hour feels',
  'let the rest of the day borrow its calm',
  'remember that simple care still counts for more than you think',
  'watch for the quiet answer that follows',
] as const;

/** Two wishes for the blessing (nine and eight), joined with "and". */
export const blessingWishes = [
  'May your steps be light wherever the day takes you',
  'May the people you meet see the best in you',
  'May every worry you set down stay where you left it',
  'May you find a pocket of stillness in the busiest hour',
  'May the love you give come back to you by unexpected roads',
  'May courage meet you at every threshold you cross',
  'May your hands do good work that you can be proud of',
  'May the answers you need arrive at a pace you can welcome',
  'May patience walk beside you through every errand',
] as const;

export const blessingSecondWishes = [
  'may your evening bring you home to yourself',
  'may laughter find you before the sun goes down',
  'may you feel held even when no one is watching',
  'may this day add one bright thread to your life',
  'may the light you carry reach further than you know',
  'may peace sit down with you at every meal you share',
  'may you sleep tonight knowing you did enough',
  'may your heart feel the reward of every kindness',
] as const;
