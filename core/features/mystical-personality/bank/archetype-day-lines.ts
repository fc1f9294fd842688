import type { ElementMeeting } from '../../../compose/item-day-voice';
import type { Element, Modality } from '../../../content/signs';

/**
 * The sentences of the offline daily archetype reading, in our own words. Slots: {sign},
 * {archetype}, {phase} ("a bright Full Moon"), {moonSign}, {illumination} ("62%"),
 * {signElement}, {archetypeElement}, {power}, {gift}, {shadow}, {tool}, {symbol}, {place},
 * {rhythm}. Pools every sign reads on one day hold twelve or more entries; pools whose entries
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
  ],
  other: [
    'The {archetype} is not {sign}’s primary archetype, which makes it a useful visitor: it shows you what your usual pattern leaves out.',
    '{sign}, reading an archetype beyond your primary one is a way to borrow a strength you do not reach for by habit.',
    'Though the {archetype} is not first on {sign}’s list, its qualities can still be practised, the way a second instrument is learned.',
    '{sign}, this archetype sits outside your primary pattern, so try it on for a day and see which parts fit better than expected.',
    'Most people carry several archetypes, {sign}, and the {archetype} may be one you meet more in certain seasons of life.',
    '{sign}, choosing an archetype that is not your primary one is an act of curiosity, and curiosity keeps a spiritual life supple.',
    'The {archetype} is a guest rather than a resident for {sign}, and guests often bring exactly the news you needed.',
    '{sign}, you do not have to become the {archetype}; borrowing one of its habits for a day is enough to learn from it.',
  ],
} as const satisfies Record<'primary' | 'other', readonly string[]>;

/**
 * A power and a gift of the archetype, worded by the sign's modality. The pair changes every
 * day, and signs of one modality sit apart (by element), so no two signs share the sentence.
 */
export const powerLines: Record<Modality, string> = {
  cardinal:
    'As a cardinal sign you begin things, so today’s power to reach for is {power}, and {gift} is the gift that grows when you use it.',
  fixed:
    'As a fixed sign you hold on to what works, so today’s power to settle into is {power}, with {gift} as the gift it quietly deepens.',
  mutable:
    'As a mutable sign you adapt as you go, so today’s power comes as {power}, and {gift} is the gift that gives it range.',
};

/** The shadow of the day; every entry names {sign}. */
export const shadowLines: readonly string[] = [
  '{sign}, the shadow to watch for today is {shadow}, and naming it once when it appears is often enough to loosen it.',
  'Every archetype casts a shadow, {sign}, and today’s is {shadow}; meet it with curiosity rather than blame.',
  '{sign}, if the day goes sideways, check whether {shadow} is steering, then hand the wheel back to your better instincts.',
  'The shadow side most likely to trip {sign} today is {shadow}, so build in one pause before any decision that matters.',
  '{sign}, notice {shadow} without punishing yourself for it; a shadow seen clearly is already half its size.',
  'Today the {archetype}’s shadow shows up for {sign} as {shadow}, a habit worth catching early and treating kindly.',
  '{sign}, keep an eye on {shadow} today, and when you catch it, ask what it is trying, clumsily, to protect.',
  'For {sign}, the lesson hidden in today’s shadow, {shadow}, is that every strength has an edge that needs care.',
];

/** A small ritual with a tool and a symbol of the archetype; the pair is dealt per sign. */
export const ritualLine =
  'Keep {tool} close today and let {symbol} be the image you return to whenever your attention slips.';

/** Where each element practises best, and the rhythm each modality keeps. */
export const practicePlaces: Record<Element, string> = {
  fire: 'at sunrise, facing the light',
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
  '{sign}, work through the {archetype}’s meditation {place}, {rhythm}.',
  'Try the {archetype}’s meditation {place} today, {sign}, {rhythm}.',
  '{sign}, give the meditation on this card ten minutes {place}, {rhythm}.',
  'For {sign}, the {archetype}’s meditation works best {place}; sit with it once, {rhythm}.',
  '{sign}, read the meditation slowly, then practise it {place}, {rhythm}.',
  'Set aside a few minutes {place} for the {archetype}’s meditation, {sign}, {rhythm}.',
  '{sign}, let today’s practice be the card’s meditation, done {place}, {rhythm}.',
  'The {archetype}’s meditation suits {sign} best when done {place}; breathe through it once, {rhythm}.',
];

/** A question to take into the day; read by all twelve signs. */
export const questionLines: readonly string[] = [
  'Where did you act like the {archetype} this week without planning to?',
  'Which of your strengths would you use differently if nobody were watching?',
  'What would the {archetype} in you say no to today?',
  'When do you feel most like yourself, and what are you usually doing at the time?',
  'Which old story about who you are is ready to be retold?',
  'What is one small promise you could keep to yourself before the day ends?',
  'Who in your life brings out your best archetype, and have you told them?',
  'Where are you spending energy that your deeper nature would rather save?',
  'What part of the {archetype} do you admire in others but hesitate to claim?',
  'If your shadow could speak kindly, what would it ask you for?',
  'Which ritual, however small, makes you feel most at home in yourself?',
  'What would change if you trusted your own way of doing things a little more?',
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
