import type { ElementMeeting } from '../../../compose/item-day-voice';

/**
 * The sentences of the offline sacred-geometry reading, in our own words. Slots: {sign},
 * {pattern}, {phase} ("a bright Full Moon"), {moonSign}, {illumination} ("62%"), {frequency}
 * ("528 Hz"), {signElement}, {patternElement}. Pools every sign reads on one day hold twelve or
 * more entries; pools whose entries all name {sign} hold eight (see `createItemDayVoice`).
 */

/** Today's real Moon beside the figure; read by all twelve signs. */
export const skyLines: readonly string[] = [
  'Today {phase} moves through {moonSign}, and the {pattern} is a fitting figure to hold under that light.',
  'With {phase} standing in {moonSign}, the sky itself is drawing slow circles, much as the {pattern} does on the page.',
  'The Moon is in {moonSign} today, seen as {phase}, so give the {pattern} a quiet few minutes rather than a passing glance.',
  '{phase} in {moonSign} sets the tone of the day, and the {pattern} gives that tone a shape you can rest your eyes on.',
  'Tonight’s Moon, {illumination} lit and passing through {moonSign}, makes good company for time spent with the {pattern}.',
  'Under {phase} in {moonSign}, repetition and return are easy to notice, and the {pattern} is built from exactly those two things.',
  'The Moon crosses {moonSign} today as {phase}, a reminder that the sky keeps a geometry of its own.',
  'Geometry and the Moon share a language of cycles, and today that cycle reads as {phase} in {moonSign}.',
  'As {phase} shows {illumination} of its face from {moonSign}, the {pattern} invites you to look for the order inside what is changing.',
  'Today’s sky offers {phase} in {moonSign}; let the {pattern} be the still point you come back to while everything else moves.',
  'The Moon keeps its own measure in {moonSign} today, {illumination} lit, and the {pattern} asks you to keep yours.',
  '{moonSign} hosts {phase} today, which makes this a kind day to sit with the lines and curves of the {pattern}.',
  'With the Moon in {moonSign} and {illumination} of its disc in sunlight, the day has a gentle rhythm that suits the {pattern} well.',
  'Every circle in the {pattern} has a cousin overhead today, where {phase} keeps its slow appointment with {moonSign}.',
  'The Moon moves a little over its own width each hour, and today it measures out {moonSign} as {phase}; the {pattern} holds still so you can.',
  'Today {phase} lends {moonSign} its light, and a figure as patient as the {pattern} is the right thing to meet under it.',
  'With {illumination} of the Moon lit above {moonSign}, the proportions of the {pattern} feel less like mathematics and more like weather.',
  'The ancients who drew figures like the {pattern} watched the Moon too, and today they would have marked {phase} in {moonSign} in their notes.',
  '{phase} in {moonSign} asks for nothing hurried today, which is exactly the pace at which the {pattern} opens up.',
  'Lines, arcs and returns: the {pattern} is drawn from the same grammar the Moon writes in {moonSign} today as {phase}.',
  'Somewhere between the {pattern} on your page and {phase} in {moonSign} is a quiet kind of company worth keeping for a few minutes.',
  'Today the Moon, {illumination} lit, keeps to {moonSign}, and the {pattern} gives that steady sky a shape you can hold in your hand.',
];

/** How the sign's element meets the figure's; every entry names {sign}. */
export const meetingLines: Record<ElementMeeting, readonly string[]> = {
  same: [
    '{sign}, the {pattern} belongs to {patternElement}, your own element, so its lesson may feel familiar the moment you look at it.',
    'Because the {pattern} is matched with {patternElement} and so are you, {sign}, this figure tends to speak to you without translation.',
    '{sign}, you share the {pattern}’s {patternElement}, which makes it easy to settle into and just as easy to take for granted, so look twice today.',
    'For {sign}, a {signElement} sign meeting a {patternElement} figure, the {pattern} works like a mirror held at a helpful angle.',
    'The {pattern} and {sign} both draw on {patternElement}, so let the figure strengthen a gift you already rely on rather than hunt for a new one.',
    '{sign}, when a figure shares your element the risk is too much of a good thing; let the {pattern} show you where your {signElement} needs a rest.',
    'There is an easy kinship between {sign} and the {pattern}, both of {signElement}, and today that kinship is worth using on purpose.',
    '{sign}, the {pattern}’s {patternElement} is home ground for you, so treat today’s time with it as a return rather than a journey.',
  ],
  kindred: [
    '{sign}, your {signElement} and the {pattern}’s {patternElement} feed each other, so expect this figure to lift you rather than lecture you.',
    'The {pattern} carries {patternElement}, a natural ally of {sign}’s {signElement}, and allies are worth visiting when the day feels thin.',
    'For a {signElement} sign like {sign}, the {patternElement} of the {pattern} is a helpful neighbour: close enough to understand, different enough to teach.',
    '{sign}, {patternElement} and {signElement} have always worked well together, and the {pattern} lets you feel that partnership in a single image.',
    'Think of the {pattern} as {patternElement} lending a hand to your {signElement}, {sign}: it supports what you are without asking you to be someone else.',
    '{sign}, your {signElement} gains something from the {pattern}’s {patternElement} today, a kind of breathing room you may not have known you needed.',
    'Between {sign}’s {signElement} and the {pattern}’s {patternElement} runs a friendly current, so let the figure carry you a little further than usual.',
    '{sign}, the {pattern} speaks {patternElement}, a dialect your {signElement} understands well enough to enjoy and not so well that it grows dull.',
  ],
  contrasting: [
    '{sign}, the {pattern} belongs to {patternElement}, not your native {signElement}, and that gap is exactly where today’s lesson sits.',
    'A {signElement} sign meeting a {patternElement} figure can feel slightly off balance, {sign}, and the {pattern} uses that wobble to show you something new.',
    'For {sign}, the {pattern}’s {patternElement} is a second language, learned slowly and rewarding precisely because it does not come naturally.',
    '{sign}, where your {signElement} pushes one way the {pattern}’s {patternElement} leans the other, and the figure asks you to hold both at once.',
    'The {pattern} offers {sign} the {patternElement} qualities that {signElement} signs tend to overlook, best taken in small, regular doses.',
    '{sign}, do not expect the {pattern} to flatter your {signElement}; expect it to balance you with a measure of {patternElement}.',
    'Your {signElement} and the {pattern}’s {patternElement} make an unlikely pair, {sign}, which is why time with this figure can loosen an old habit.',
    '{sign}, approach the {pattern} as a visitor from {patternElement} country, curious about customs your {signElement} nature would never pick for itself.',
    '{sign}, the {pattern}’s {patternElement} may feel foreign at first glance, and that unfamiliar edge is what keeps your {signElement} from settling into routine.',
    'A {patternElement} figure in {signElement} hands is a useful friction, {sign}, so let the {pattern} rub gently against your usual way of doing things.',
    'For {sign}, the {pattern} brings a draught of {patternElement} into a {signElement} room, and some windows are worth opening even in winter.',
    '{sign}, your {signElement} can learn a new rhythm from the {patternElement} of the {pattern}, the way a dancer learns from a different kind of music.',
  ],
};

/** Whether the figure is on the sign's "Recommended for" list (spec §4); every entry names {sign}. */
export const recommendationLines = {
  recommended: [
    'The {pattern} is on {sign}’s recommended list, so it is a good one to keep in view for more than a day.',
    '{sign}, the {pattern} is one of the figures suggested for your sign, which makes it a natural anchor for a daily practice.',
    'Tradition pairs the {pattern} with {sign}, and today is a good day to find out for yourself why.',
    '{sign}, since the {pattern} counts among your recommended figures, try keeping a small sketch of it where you will see it often.',
    'The {pattern} stands among the patterns matched with {sign}, so whatever it stirs today deserves a second look tomorrow.',
    'As one of {sign}’s recommended figures, the {pattern} can be a home base you come back to after trying the others.',
    '{sign}, this is one of your figures, so notice what it asks of you today compared with the last time you met it.',
    'Of the eight patterns, the {pattern} is among those set aside for {sign}, a hint that it fits the way you already move.',
  ],
  other: [
    'The {pattern} is not one of the figures usually matched with {sign}, which is a good reason to meet it with fresh eyes.',
    '{sign}, this figure sits outside your recommended list, so treat today as an experiment rather than a homecoming.',
    'Tradition does not pair the {pattern} with {sign}, and stepping past that pairing can show you a side of yourself you rarely consult.',
    '{sign}, choosing a figure that is not on your list is a small act of curiosity, and curiosity is a practice in its own right.',
    'Though the {pattern} is not among {sign}’s usual figures, nothing stops it from being a welcome guest for a day.',
    '{sign}, the {pattern} is not your sign’s traditional match, which makes whatever it shows you today all the more your own discovery.',
    'A figure outside {sign}’s usual set can act like a window in an unexpected wall, and the {pattern} may be one today.',
    '{sign}, you picked a pattern that is not on your recommended list, so give it a little longer before deciding what it means to you.',
    '{sign}, figures from outside your usual set tend to teach quietly, so let the {pattern} work on you for a few days before you judge it.',
    'Nothing in the tradition ties the {pattern} to {sign}, and that freedom lets you read it without any expectations at all.',
    '{sign}, meeting the {pattern} is a little like travelling: unfamiliar at first, and worth it for the way home looks afterwards.',
    'The {pattern} was never listed for {sign}, so whatever it stirs is a personal find rather than a prescription.',
  ],
} as const satisfies Record<'recommended' | 'other', readonly string[]>;

/** The figure's solfeggio tone, told as the symbol it is; every entry names {sign}. */
export const frequencyLines: readonly string[] = [
  '{sign}, the tone paired with the {pattern} is {frequency}; hum any low note while you look at it and let sound and shape keep time together.',
  'The {pattern} is matched with {frequency} in sound-healing practice, a symbolic pairing, and {sign} can use it simply as a cue to slow the breath.',
  '{sign}, if you like working with sound, play or imagine a steady {frequency} tone, the one tradition links to the {pattern}, for a minute or two.',
  'Tradition gives the {pattern} the tone of {frequency}; {sign}, treat the number as an invitation to listen rather than a promise of any effect.',
  '{sign}, let the {frequency} linked with the {pattern} remind you that shapes and sounds are both built from proportion.',
  'For {sign}, a minute of quiet listening, with the {pattern}’s {frequency} as a symbol of what you are tuning towards, is plenty today.',
  '{sign}, the {pattern}’s {frequency} is best heard as a metaphor: a reminder to find the pitch at which your day runs smoothly.',
  '{sign}, sound healers pair {frequency} with the {pattern}; whether or not you use the tone, let its steadiness set the pace of your looking.',
  '{sign}, sing or hum one long vowel while you picture the {pattern}, letting {frequency} stand for the note you would like your week to hold.',
  'In the sound-healing tradition the {pattern} rings at {frequency}, {sign}; listen instead to the hum of your own room and let it be today’s version.',
  '{sign}, tap a slow, even beat on the table while you look at the {pattern}, a homemade echo of the {frequency} the tradition gives it.',
  'The {frequency} assigned to the {pattern} is a poetic tuning fork, {sign}, so use it to notice which part of your day sounds out of key.',
];

/** A small practice with the figure; read by all twelve signs. */
export const practiceLines: readonly string[] = [
  'Draw the {pattern} by hand, slowly, and notice which line you hesitate over; that hesitation is worth a sentence in your journal.',
  'Set a timer for five minutes, rest your gaze on the centre of the {pattern}, and each time your mind drifts, come back to the centre without scolding yourself.',
  'Trace the outline of the {pattern} in the air with one finger, matching each stroke to a slow breath in or out.',
  'Put an image of the {pattern} where you look first in the morning and give it three unhurried breaths before you reach for your phone.',
  'Follow one line or curve of the {pattern} with your eyes from start to finish, then close them and try to see it again from memory.',
  'Before sleep, picture the {pattern} glowing softly in front of you and let it shrink to a single point as you breathe out.',
  'Sketch the {pattern} in the corner of a page you will use today, so the figure keeps you company through ordinary work.',
  'Sit upright, look at the {pattern} for ten breaths, then look away at something ordinary and notice whether it seems any more ordered.',
  'Count the circles, points or lines of the {pattern} aloud, slowly, and let the counting settle you the way beads on a string would.',
  'Hold an image of the {pattern} at arm’s length, bring it towards you over a full minute, and feel your attention gather as it comes closer.',
  'Walk the shape of the {pattern} in small steps on the floor, or trace it on your palm, so the figure is something your body knows as well as your eyes.',
  'Colour in one part of the {pattern} on paper and leave the rest blank, as a picture of something you are growing one piece at a time.',
  'Spend a minute naming what the {pattern} reminds you of, without judging any answer, and keep the first one that surprises you.',
  'Fold a sheet of paper in half and draw half of the {pattern} on each side, noticing how the two halves answer each other.',
  'Place a cup of water beside an image of the {pattern} and, before you drink, give the figure one long look as if toasting it.',
  'Find the {pattern} hidden in something ordinary today, a tiled floor, a leaf or a cobweb, and stop for one breath when you spot it.',
  'Breathe in while your eyes climb the {pattern} from bottom to top, breathe out while they fall, and repeat this for seven rounds.',
  'Write a single word in the centre of a drawn {pattern}, the quality you want to grow, and let the lines around it frame that word.',
  'Draw the {pattern} with your less practised hand and enjoy the wobbles, which show that precision and play can share a page.',
  'Light a candle or a lamp beside the {pattern} and watch how the shadows soften its lines, then blow it out with one wish.',
  'Look at the {pattern} through half-closed eyes until its details blur, and notice which overall shape survives the blurring.',
  'Teach someone the {pattern} in two sentences, or explain it to yourself aloud, and listen for the part you understand best.',
];

/** A question to take into the day; read by all twelve signs. */
export const questionLines: readonly string[] = [
  'Where in your life does something small keep repeating until it becomes a pattern?',
  'What would change if you treated today’s biggest task as one part of a larger, well-made design?',
  'Which relationship in your life has the balance of the {pattern}, and which one has lost it?',
  'What are you building that needs more patience than you have been giving it?',
  'If the {pattern} were a map of your week, where would you be standing right now?',
  'Which part of you is asking to be brought back to the centre?',
  'What would you notice today if you looked for order instead of for problems?',
  'Where are you forcing a shape that would form by itself if you gave it time?',
  'What is one thing you could repeat every day this week that would quietly change its shape?',
  'Which of your habits holds everything else together, and are you looking after it?',
  'What does the {pattern} show you that you usually overlook in yourself?',
  'If you drew your mood today as a shape, how would it differ from the {pattern}?',
  'Which promise you made to yourself is ready to be kept in a smaller, steadier form?',
  'Where does your day have a natural centre, and how often do you pass through it?',
  'What in your home or work could be simpler without losing any of its strength?',
  'Which person in your life works like a fixed point that the rest of your plans turn around?',
  'What are you ready to let close, the way a circle closes when its line comes home?',
  'Which small piece of your routine would you keep if you could keep only one?',
  'Where could you leave a gap on purpose, so something new has room to grow?',
  'How does the {pattern} change if you imagine yourself standing inside it rather than looking at it?',
  'Which of your strengths is usually hidden by a louder one, and how could you bring it forward?',
  'What would your week look like if you built it from the centre outward?',
];

/** First-person affirmations; read by all twelve signs. */
export const affirmationLines: readonly string[] = [
  'I let my life take its shape one steady line at a time.',
  'I trust the order underneath what looks like change.',
  'Like the {pattern}, I am whole and still growing.',
  'I return to my centre as often as I need to.',
  'I make room for beauty in the plain shape of my day.',
  'Every small act of care I make adds to a larger design.',
  'I am part of the pattern, and the pattern holds me.',
  'I build slowly, and what I build will last.',
  'I meet each turn of the day with a steady heart.',
  'My attention is a gift, and I give it where it counts.',
  'I can be both the still point and the turning circle.',
  'Proportion and patience guide my choices today.',
  'I give each thing its proper size and no more.',
  'My quiet habits are the scaffolding of something beautiful.',
  'I can hold many threads because I know where my centre is.',
  'Balance is something I practise, not something I must already have.',
  'What is mine takes form when I stop forcing it.',
  'I find the order in my day and rest inside it.',
  'Each return to stillness makes me stronger.',
  'I welcome change the way a spiral welcomes its next turn.',
  'My life has room for both precision and wonder.',
  'I am shaped by what I repeat, so I repeat what I love.',
];

export const practiceHeadings = ['Work with the figure', 'Today’s practice', 'Try this today', 'A practice'];
export const questionHeadings = ['A question to hold', 'Reflect on this', 'Sit with this', 'Journal prompt'];
