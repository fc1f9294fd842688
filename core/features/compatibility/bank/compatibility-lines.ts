import type { ElementRelation } from '../../../compose/pair/sign-pair';

/**
 * The compatibility reading's own sentences: the practical suggestion (by how the elements
 * meet), a question to sit with, and the affirmation. Each names {second}; the affirmation pool
 * holds twelve or more so the readings of one day for different partners never share one.
 */
export const adviceLines = {
  same: [
    'Because you and {second} share so much, plan one thing this week that neither of you would choose alone.',
    'With {second}, agree on who brings the contrast: a new place, a new friend, a new topic at dinner.',
    'Let {second} see a side of you that is not the obvious one for your element; it keeps the mirror honest.',
    'When you and {second} both dig in, name the shared habit out loud, then laugh at it together.',
    'Take turns with {second} being the calm one, since the same element tends to amplify rather than balance.',
    'Give {second} room to recharge in the way you both need, at different hours if you can.',
    'Make a small ritual with {second} that borrows from another element: a walk, a letter, a quiet hour, a dance.',
  ],
  compatible: [
    'Ask {second} what they need from you this week, then offer it in their element rather than yours.',
    'Build on the natural support between you and {second}: one shared project, small and finishable.',
    'Thank {second} for something specific they do that you could not easily do yourself.',
    'Let {second} lead once where you would usually take charge, and notice how it feels.',
    'Share a plan with {second} early, while it is still a sketch; the pairing improves ideas in motion.',
    'Give {second} the kind of encouragement you most like to receive, and say what it is for.',
    'Spend unstructured time with {second}; compatible elements do their best work without an agenda.',
  ],
  challenging: [
    'Tell {second} plainly what makes you feel cared for, since guessing across elements rarely works.',
    'When {second} reacts in a way you did not expect, ask before you interpret.',
    'Find one activity that suits both your element and the element of {second}, and protect time for it.',
    'Translate rather than defend: repeat back what {second} said before giving your view.',
    'Agree with {second} on a signal for needing space, so distance never reads as rejection.',
    'Notice one thing {second} does well that your element finds hard, and ask them to show you.',
    'Keep promises to {second} small and exact; trust across different elements grows on reliability.',
    'Ask {second} how they like to be comforted and write the answer down somewhere you will see it.',
    'Choose a place where the element of {second} feels at home and let them show it to you.',
    'Name your own element out loud to {second} as a way of explaining a habit rather than excusing it.',
    'Take one misunderstanding with {second} from last week and replay it slowly with kinder words.',
  ],
} as const satisfies Record<ElementRelation, readonly string[]>;

export const questionLines = [
  'what would {second} say {first} brings to the bond without noticing?',
  'where do {first} and {second} keep having the same conversation about something unsaid?',
  'which habit of {first} would {second} most like to understand better?',
  'what did {first} first notice about {second} and does it still draw you?',
  'when did {first} and {second} last surprise each other in a good way?',
  'what does {first} expect of {second} without ever having said it out loud?',
  'what would change if {first} met {second} halfway on the thing you both avoid?',
  'which small kindness from {second} does {first} still remember without having said so?',
  'what does {first} hold back with {second} that might be welcome after all?',
];

export const compatibilityAffirmations = [
  'I meet {second} with curiosity instead of conclusions.',
  'What I share with {second} grows where I give it attention.',
  'I can be fully myself and still make room for {second}.',
  'Our differences, mine and those of {second}, are information, not threats.',
  'I offer {second} the patience I hope to receive.',
  'I let the bond with {second} be what it is today.',
  'I speak clearly to {second} and listen to the answer.',
  'The best of me and the best of {second} can stand side by side.',
  'I choose kindness toward {second} and toward myself.',
  'I trust what I learn about myself beside {second}.',
  'I do not need {second} to be like me to be close to me.',
  'Every honest word with {second} makes the ground firmer.',
  'I notice what {second} gives and say thank you.',
  'I let {second} surprise me, and I allow myself to be surprised.',
  'I ask {second} before I assume.',
  'My warmth toward {second} does not depend on agreement.',
  'I hold my own rhythm and respect the rhythm of {second}.',
  'I keep the small promises I make to {second}.',
  'I can be honest with {second} and gentle in the same breath.',
  'I look for what {second} is trying to give, not only how it arrives.',
  'I make room for {second} to change, and for myself as well.',
  'I am curious about {second} the way I was on the first day.',
  'I let go of an old complaint about {second} and keep the lesson.',
  'I welcome the parts of {second} that are nothing like me.',
];
