import type { ElementMeeting } from '../../../compose/item-day-voice';
import type { Element, Modality } from '../../../content/signs';

/**
 * The sentences of the offline daily archetype reading, in our own words. Slots: {sign},
 * {archetype}, {phase} ("a bright Full Moon"), {moonSign}, {illumination} ("62%"),
 * {signElement}, {archetypeElement}, {power}, {gift}, {shadow}, {tool}, {symbol}, {place},
 * {rhythm}, {modality}. Pools every sign reads on one day hold twelve or more entries; pools whose entries
 * all name {sign} hold eight (see `createItemDayVoice`).
 */

/** Today's real Moon beside the archetype; read by all twelve signs. */
export const skyLines: readonly string[] = [
  'Today {phase} travels through {moonSign}, and the {archetype} in you is easier to hear under that light.',
  'With {phase} in {moonSign}, the day leans inward, which suits a few quiet minutes with the {archetype}.',
  'The Moon sits in {moonSign} today as {phase}, a good backdrop for noticing where the {archetype} already shows up in your habits.',
  '{phase} in {moonSign} colours the day, and the {archetype} gives you a way to use that colour on purpose.',
  'Tonight’s Moon is {illumination} lit in {moonSign}, and archetypes, like the Moon, reveal a little more of themselves each night you look.',
  'Under {phase} in {moonSign}, old patterns surface easily, so it is a useful day to meet the {archetype} honestly.',
  'The Moon moves through {moonSign} today as {phase}, reminding you that even a settled nature has its phases.',
  'Today’s sky shows {phase} in {moonSign}; let the {archetype} be the thread you follow through whatever the day brings.',
  'As {phase} lights {illumination} of its face from {moonSign}, ask which part of the {archetype} is in the light for you and which is still in shadow.',
  '{moonSign} hosts {phase} today, a fitting moment to treat the {archetype} less as a label and more as a practice.',
  'With the Moon in {moonSign} and {illumination} of its disc in sunlight, the day has room for one small act in the spirit of the {archetype}.',
  'The Moon’s passage through {moonSign} as {phase} sets a mood the {archetype} can work with rather than against.',
  'Today {phase} in {moonSign} invites reflection, and the {archetype} is a good mirror to hold up to it.',
  'The Moon keeps to {moonSign} today as {phase}, and the {archetype} has something to say about how you spend that mood.',
  'Under {phase} in {moonSign}, small choices carry more of your character than usual, which is where the {archetype} likes to work.',
  'Today {phase} passes through {moonSign}; the {archetype} in you can take a quiet step forward while the sky keeps its slow pace.',
  'With {illumination} of the Moon lit over {moonSign}, the {archetype} is easiest to recognise in the plain moments of the day.',
  'The Moon in {moonSign} shows as {phase} today, a sky that rewards anyone who works with their nature rather than against it.',
  '{phase} in {moonSign} gives the day a particular texture, and the {archetype} offers a way to meet it with some intention.',
  'Today’s Moon, {phase} in {moonSign}, is a reminder that every nature waxes and wanes, the {archetype} in you included.',
  'As the Moon moves through {moonSign} as {phase}, watch for one moment today when the {archetype} quietly takes the lead.',
  'Under {phase} in {moonSign}, there is space to ask what the {archetype} would do, and then to do a small part of it.',
];

/** How the sign's element meets the archetype's; every entry names {sign}. */
export const meetingLines: Record<ElementMeeting, readonly string[]> = {
  same: [
    '{sign}, the {archetype} works through {archetypeElement}, your own element, so this path can feel less like learning and more like remembering.',
    'Because you and the {archetype} both draw on {signElement}, {sign}, its pull is easy to feel today and just as easy to overdo.',
    '{sign}, sharing the {archetype}’s {archetypeElement} means its strengths arrive quickly for you, and so do its excesses.',
    'For {sign}, a {signElement} sign meeting a {archetypeElement} archetype, the work today is less about finding the fire of it and more about tending it.',
    'The {archetype} and {sign} speak the same elemental language, {signElement}, so listen for the places where it says something you had not heard before.',
    '{sign}, when an archetype shares your element it can amplify everything, so choose which part of it you want louder today.',
    'There is an easy fit between {sign} and the {archetype}, both rooted in {signElement}, and that fit is worth using deliberately.',
    '{sign}, the {archetype}’s {archetypeElement} is home ground for you, which makes today a good day to go one step deeper than usual.',
  ],
  kindred: [
    '{sign}, your {signElement} and the {archetype}’s {archetypeElement} feed each other, so expect this path to energise you rather than drain you.',
    'The {archetype} works through {archetypeElement}, a natural ally of {sign}’s {signElement}, and today that alliance is close at hand.',
    'For a {signElement} sign like {sign}, the {archetype}’s {archetypeElement} is a helpful neighbour: familiar enough to trust and different enough to teach.',
    '{sign}, {archetypeElement} and {signElement} have always strengthened each other, and the {archetype} lets you feel that in your own choices.',
    'Think of the {archetype} as {archetypeElement} lending a hand to your {signElement}, {sign}: it supports what you are while widening what you can do.',
    '{sign}, your {signElement} gains range from the {archetype}’s {archetypeElement} today, like a voice that finds a few new notes.',
    'Between {sign}’s {signElement} and the {archetype}’s {archetypeElement} runs a friendly current, so let it carry you a little further than is comfortable.',
    '{sign}, the {archetype} speaks {archetypeElement}, a dialect your {signElement} picks up quickly and enjoys using.',
  ],
  contrasting: [
    '{sign}, the {archetype} works through {archetypeElement}, not your native {signElement}, and that difference is exactly what it has to teach you.',
    'Meeting a {archetypeElement} archetype with a {signElement} nature, {sign}, you are learning a second language here, slowly and with real rewards.',
    'For {sign}, the {archetype}’s {archetypeElement} can feel foreign at first, which is why small, regular steps work better than big gestures.',
    '{sign}, where your {signElement} leans one way the {archetype}’s {archetypeElement} leans the other, and today asks you to stand between them.',
    'The {archetype} offers {sign} the {archetypeElement} qualities that {signElement} signs tend to skip over, and they are worth practising.',
    '{sign}, do not expect the {archetype} to flatter your {signElement}; expect it to round you out with some {archetypeElement}.',
    'Your {signElement} and the {archetype}’s {archetypeElement} make an unexpected pairing, {sign}, which is why this path can loosen an old habit.',
    '{sign}, approach the {archetype} as a guest from {archetypeElement} country, curious about ways your {signElement} nature would never pick by itself.',
    '{sign}, the {archetype}’s {archetypeElement} rubs against your {signElement} like new shoes, awkward for a day and then surprisingly comfortable.',
    'A {signElement} sign borrowing {archetypeElement} from the {archetype} gains a tool it did not know it lacked, {sign}, and today is a fine day to try it.',
    '{sign}, your {signElement} and the {archetype}’s {archetypeElement} pull in different directions, which keeps both of them honest.',
    'For {sign}, the {archetype} brings {archetypeElement} into a {signElement} life the way a new friend brings a new habit into an old routine.',
  ],
};

/** Whether the archetype is the sign's primary one (spec §2, §4); every entry names {sign}. */
export const roleLines = {
  primary: [
    'The {archetype} is {sign}’s primary archetype, the first that tradition lists for your sign, so treat it as your home key.',
    '{sign}, this is your primary archetype, which means its habits are probably already visible to the people who know you best.',
    'As {sign}’s primary archetype, the {archetype} is less a costume to try on than a description to grow into.',
    '{sign}, you are reading your own primary archetype today, so notice what feels true and, just as usefully, what does not.',
    'The {archetype} leads {sign}’s list of archetypes, and today is a good day to ask how well you have been living up to it.',
    '{sign}, because the {archetype} is your primary pattern, even a small practice in its spirit tends to land with weight.',
    'Tradition names the {archetype} first for {sign}, so its strengths and its blind spots are both likely to feel familiar.',
    '{sign}, your primary archetype is the one you return to under pressure, and the {archetype} is that one for you.',
    '{sign}, the {archetype} is written first for your sign, so its lessons tend to come round again until they are learned.',
    'Your primary pattern is the {archetype}, {sign}, and it grows wiser every time you use it with a little restraint.',
    '{sign}, as your primary archetype the {archetype} is both your comfort and your homework, and today it offers a bit of each.',
    'Because the {archetype} is {sign}’s first archetype, people may already expect its strengths from you, so choose where to give them.',
  ],
  other: [
    'The {archetype} is not {sign}’s primary archetype and makes a useful visitor who shows what your usual pattern leaves out.',
    '{sign}, reading the {archetype} beyond your primary archetype lets you borrow a strength you do not reach for by habit.',
    'Though the {archetype} is not first on {sign}’s list, the {archetype}’s qualities can be practised the way a second instrument is learned.',
    '{sign}, the {archetype} sits outside your primary pattern so try it on for a day and see which parts fit better than expected.',
    '{sign}, most people carry several archetypes and the {archetype} may be one you meet more in certain seasons of life.',
    '{sign}, choosing the {archetype} over your primary archetype is an act of curiosity that keeps a spiritual life supple.',
    'The {archetype} is a guest rather than a resident for {sign}, and the {archetype} as a guest often brings exactly the news you needed.',
    '{sign}, you do not have to become the {archetype} when borrowing one of its habits for a day is enough to learn from it.',
    '{sign}, the {archetype} sits a little way from your usual road, which is why a short visit to the {archetype} can refresh you.',
    '{sign}, your sign reaches first for another archetype and so the {archetype} works best as a tool you pick up on purpose.',
    '{sign}, treat the {archetype} as a friend with different habits from yours and see which one is worth copying this week.',
    'The {archetype} is not written first for {sign}, and a pattern like the {archetype} that you were not given can still be one you grow into.',
  ],
} as const satisfies Record<'primary' | 'other', readonly string[]>;

/**
 * A power and a gift of the archetype, with the sign's modality ({modality}: cardinal, fixed or
 * mutable). The frame and the pair are dealt on their own cycles (seven frames, sixteen pairs),
 * so one sign meets a frame with the same pair again only after 112 days; signs of one
 * modality sit apart (by element), so no two signs share the sentence.
 */
export const powerFrames: readonly string[] = [
  'For a {modality} sign the power to reach for today is {power}, and {gift} is the gift that grows each time you use it.',
  'Your {modality} nature can put {power} to work today while {gift} deepens quietly in the background.',
  'Today’s power for a {modality} sign like you is {power}, and it comes paired with {gift} as its gift.',
  'Lead with {power} today in your own {modality} way and let {gift} be the gift you notice afterwards.',
  'The {archetype} lends your {modality} temperament {power} today, with {gift} as what it leaves behind.',
  'A {modality} sign uses {power} best in short bursts with rest between them, and {gift} is what ripens in the pauses.',
  'The {archetype} hands your {modality} sign a working pair today: {power} for doing, and {gift} for receiving.',
];

/** The shadow of the day; every entry names {sign}. */
export const shadowLines: readonly string[] = [
  '{sign}, the shadow to watch for today is {shadow} and naming it once when it appears is often enough to loosen it.',
  'The {archetype} casts a shadow too, {sign}, and today it shows up as {shadow} to be met with curiosity rather than blame.',
  '{sign}, if the day goes sideways check whether {shadow} is steering before you hand the wheel back to your better instincts.',
  'The shadow side most likely to trip {sign} today is {shadow} and one pause before any decision that matters will take the sting out of it.',
  '{sign}, notice {shadow} without punishing yourself for it because a shadow seen clearly is already half its size.',
  '{sign}, catch {shadow} early today and treat it kindly when you do, since it is the {archetype}’s shadow at work.',
  '{sign}, keep an eye on {shadow} today and when you catch it ask what it is clumsily trying to protect.',
  'For {sign}, the lesson inside {shadow} is that the {archetype}’s best qualities have edges that need care.',
  '{sign}, {shadow} tends to arrive dressed as a virtue and deserves a second look whenever the {archetype} in you feels especially justified.',
  'The {archetype} at its worst looks like {shadow}, {sign}, and the {archetype}’s cure for it is usually smaller and kinder than you expect.',
  '{sign}, if {shadow} shows up today treat it as tiredness talking and give yourself the rest it is really asking for.',
  '{sign}, the moment {shadow} starts to seem reasonable is the moment the {archetype} in you should slow down and breathe.',
];

/**
 * A small ritual with a tool and a symbol of the archetype; the pair is dealt per sign. No frame
 * says "today" or "tonight": a symbol such as the full moon must not read as today's sky.
 */
export const ritualLines: readonly string[] = [
  'Keep {tool} close and let {symbol} be the image you return to whenever your attention slips.',
  'Set {tool} where your hand will find it and draw {symbol} somewhere only you will see it.',
  'Give {tool} a minute of your attention after waking and carry the thought of {symbol} with you into the afternoon.',
  'Let {tool} mark the start of a quiet pause and picture {symbol} as the door you step through.',
  'Leave {tool} out at bedtime and fall asleep holding {symbol} in mind as a small promise to yourself.',
];

/** Where each element practises best, and the rhythm each modality keeps. */
export const practicePlaces: Record<Element, string> = {
  fire: 'at sunrise with your face to the light',
  earth: 'outdoors or beside a living plant',
  air: 'by an open window',
  water: 'near running water or in a warm bath',
};
export const practiceRhythms: Record<Modality, string> = {
  cardinal: 'then act on one insight before the day is out',
  fixed: 'then keep the same hour for a whole week so the practice can take root',
  mutable: 'then change the setting next time and notice what stays the same',
};

/** The meditation's setting and rhythm; every entry names {sign}. */
export const practiceLines: readonly string[] = [
  '{sign}, work through the {archetype}’s meditation {place} and {rhythm}.',
  '{sign}, try the {archetype}’s meditation {place} today and {rhythm}.',
  '{sign}, give the meditation on this card ten minutes {place} and {rhythm}.',
  'For {sign}, the {archetype}’s meditation works best {place}; sit with it once and {rhythm}.',
  '{sign}, read the meditation slowly and practise it {place} and {rhythm}.',
  '{sign}, set aside a few minutes {place} for the {archetype}’s meditation and {rhythm}.',
  '{sign}, let today’s practice be the {archetype}’s meditation done {place} and {rhythm}.',
  'The {archetype}’s meditation suits {sign} best when done {place}; breathe through it once and {rhythm}.',
];

/** A question to take into the day; read by all twelve signs. */
export const questionLines: readonly string[] = [
  'Where did you act like the {archetype} this week without planning to?',
  'Which strength of the {archetype} would you use differently if nobody were watching?',
  'What would the {archetype} in you say no to today?',
  'When do you feel most like the {archetype} and what are you usually doing at the time?',
  'Which old story about who you are could the {archetype} help you retell?',
  'What small promise in the spirit of the {archetype} could you keep before the day ends?',
  'Who in your life brings out the {archetype} in you and have you told them?',
  'Where are you spending energy that the {archetype} in you would rather save?',
  'What part of the {archetype} do you admire in others but hesitate to claim?',
  'If the {archetype}’s shadow could speak kindly what would it ask you for?',
  'Which ritual of the {archetype} makes you feel most at home in yourself?',
  'What would change if you trusted the {archetype}’s way of doing things a little more?',
  'Which decision this week would the {archetype} make faster than you?',
  'What does the {archetype} know about rest that you keep forgetting?',
  'Which worry would shrink if you looked at it the way the {archetype} would?',
];

/** First-person affirmations; read by all twelve signs. */
export const affirmationLines: readonly string[] = [
  'I honour the pattern I was born with and the person I am choosing to become.',
  'My gifts grow each time I use them with care.',
  'I meet my shadow with patience, and it teaches me.',
  'I carry the {archetype} within me as a strength, not a rule.',
  'I trust the wisdom that rises when I am quiet.',
  'I can be both grounded and open to wonder.',
  'Every small ritual I keep is a promise to myself.',
  'I choose which parts of my nature lead the way today.',
  'My path is my own, and I walk it with a steady heart.',
  'I welcome the lessons hidden in ordinary moments.',
  'I am allowed to grow beyond the stories told about me.',
  'My inner light is enough for the next step.',
  'I can be gentle and strong in the same breath.',
  'My nature is a starting point, not a boundary.',
  'I listen to my deeper self before I answer the world.',
  'I let my best qualities work quietly without needing applause.',
  'What I practise today becomes who I am tomorrow.',
  'I trust the slow work of becoming myself.',
  'I bring my whole self to the small tasks of this day.',
  'I forgive the old versions of me that were doing their best.',
  'My strengths and my tender places both belong to me.',
  'I have everything I need to take the next honest step.',
];

export const practiceHeadings = [
  'Your practice today',
  'Ritual and practice',
  'Try this today',
  'A practice',
];
export const shadowHeadings = [
  'The shadow to befriend',
  'Watch for this',
  'Your shadow today',
  'Gentle warning',
];
export const questionHeadings = ['A question to hold', 'Reflect on this', 'Journal prompt', 'Sit with this'];
